import type en from '../en/pin';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
