/** The voucher centre's template (spec §4 Template: dep_func): 'new' shows its pieces as tiles in cards. */
import type { templateOf } from '@app/contract/client';

export type Template = ReturnType<typeof templateOf>;
