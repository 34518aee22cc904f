import type en from '../en/funds';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
