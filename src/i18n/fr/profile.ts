import type en from '../en/profile';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
