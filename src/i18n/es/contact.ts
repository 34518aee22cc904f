import type en from '../en/contact';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
