import type en from '../en/statements';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
