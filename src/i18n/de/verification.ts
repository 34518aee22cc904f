import type en from '../en/verification';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
