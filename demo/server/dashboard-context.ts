import type { Form } from './form.ts';
import type { Reply } from './reply.ts';
import type { DemoStore, Session } from './store.ts';
import type { User } from './types.ts';

/** What every dashboard handler gets: the signed-in customer, their session and the posted form. */
interface DashboardContext {
  store: DemoStore;
  user: User;
  session: Session;
  form: Form;
}

export type DashboardHandler = (ctx: DashboardContext) => Reply | Promise<Reply>;
