import type en from '../en/common';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
