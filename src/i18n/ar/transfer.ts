import type en from '../en/transfer';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
