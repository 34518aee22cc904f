import type en from '../en/auth';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
