import type en from '../en/home';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
