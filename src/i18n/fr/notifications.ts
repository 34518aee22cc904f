import type en from '../en/notifications';
import type { Translation } from '../types';

export default {
} satisfies Partial<Translation<typeof en>>;
