/**
 * "Demo controls": the bank's back office, played by hand. Each group is a fieldset with a
 * visible legend, labelled inputs, plain buttons and its own status line (role="status").
 */
import { runAction } from './panel-api.ts';
import { el, field, money, setOptions, uniqueId } from './panel-dom.ts';
import type { AdminAnswer, DemoStateView, PendingDepositView, UserSummary } from './server/admin-types.ts';
import { describeArming } from './server/money-call-behaviours.ts';
import { REQUEST_TIMEOUT_MS } from '../src/config/timings.ts';

type Action = () => Promise<AdminAnswer>;

/** A slow answer held beyond the widget's own time limit: the bank carries the call out, the widget has given up on its answer. */
const PAST_LIMIT = 'slow-past-limit';
const PAST_LIMIT_MS = REQUEST_TIMEOUT_MS + 5000;

interface Group {
  element: HTMLFieldSetElement;
  /** The group's status line: each button's answer, or what a group shows of the server's state. */
  status: HTMLParagraphElement;
  /** Adds a button that runs `action` and reports its answer in the group's status line. */
  button(text: string, action: Action, tone?: 'primary' | 'secondary' | 'danger'): void;
}

function group(legend: string, hint: string, after: () => void, ...controls: HTMLElement[]): Group {
  const status = el('p', { class: 'demo-status', role: 'status' });
  const buttons = el('div', { class: 'demo-buttons' });
  const element = el('fieldset', { class: 'demo-group' }, el('legend', {}, legend), el('p', { class: 'demo-hint' }, hint), ...controls, buttons, status);
  return {
    element,
    status,
    button(text, action, tone = 'primary') {
      const button = el('button', { type: 'button', class: `demo-button demo-button-${tone}` }, text);
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
      button.addEventListener('click', async () => {
        if (button.getAttribute('aria-disabled') === 'true') return;
        button.setAttribute('aria-disabled', 'true');
        status.className = 'demo-status';
        status.textContent = 'Working…';
        const answer = await action();
        status.className = `demo-status ${answer.status ? 'demo-status-ok' : 'demo-status-error'}`;
        status.textContent = answer.message;
        button.removeAttribute('aria-disabled');
        after();
      });
      buttons.append(button);
    },
  };
}

const summarize = (u: UserSummary) =>
  `KYC: ${u.verification}${u.emailVerified ? '' : ' (email not verified)'} · Balance ${money(u.balance)} · ` +
  `${u.hasPin ? 'PIN set' : 'No PIN'} · ${u.plan}${u.transferCodeRequired ? ' · Authorization code required' : ''}`;

export function createControls(refresh: () => void) {
  let users: UserSummary[] = [];
  /** The customer signed in in the widget, to be chosen once the list holds them. */
  let wanted = '';
  const customer = el('select', { id: uniqueId('customer') });
  const customerState = el('p', { class: 'demo-hint', 'aria-live': 'polite' });
  const showCustomer = () => {
    const user = users.find((u) => u.email === customer.value);
    const text = user ? summarize(user) : '';
    // Rewriting an unchanged live region on every poll would make screen readers repeat it.
    if (customerState.textContent !== text) customerState.textContent = text;
  };
  customer.addEventListener('change', showCustomer);
  /** An action on the chosen customer; `fields` are read when the button is pressed. */
  const onCustomer =
    (name: string, fields: () => Record<string, unknown> = () => ({})): Action =>
    () =>
      customer.value ? runAction(name, { email: customer.value, ...fields() }) : Promise.resolve({ status: false, message: 'Choose a customer first.' });

  const kyc = group('Identity check (KYC)', 'Decide documents that are "Pending Verification".', refresh);
  kyc.button(
    'Approve KYC',
    onCustomer('kyc', () => ({ decision: 'approve' })),
  );
  kyc.button(
    'Decline KYC',
    onCustomer('kyc', () => ({ decision: 'decline' })),
    'danger',
  );

  let pending: PendingDepositView[] = [];
  const deposit = el('select', { id: uniqueId('deposit') });
  const proof = el('a', { class: 'demo-proof', target: '_blank', rel: 'noopener', hidden: '' }, 'View payment proof');
  const showProof = () => {
    const chosen = pending.find((d) => String(d.id) === deposit.value);
    proof.hidden = !chosen;
    if (chosen) proof.href = chosen.proofUrl;
  };
  deposit.addEventListener('change', showProof);
  const onDeposit =
    (decision: 'confirm' | 'decline'): Action =>
    () =>
      deposit.value ? runAction('deposit', { id: Number(deposit.value), decision }) : Promise.resolve({ status: false, message: 'There is no pending deposit to decide.' });
  const deposits = group('Deposits', 'Confirming credits the amount; an upgrade also changes the plan.', refresh, field('Pending deposit', deposit), proof);
  deposits.button('Confirm deposit', onDeposit('confirm'));
  deposits.button('Decline deposit', onDeposit('decline'), 'danger');

  const amount = el('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off', placeholder: '100.00' });
  const balance = group('Balance', 'Adds a successful credit or debit line to the customer’s history.', refresh, field('Amount (USD)', amount));
  balance.button(
    'Credit',
    onCustomer('balance', () => ({ direction: 'credit', amount: amount.value })),
  );
  balance.button(
    'Debit',
    onCustomer('balance', () => ({ direction: 'debit', amount: amount.value })),
    'secondary',
  );

  const code = group('Transfer authorization', 'The next transfer will ask for a 4-digit code, mailed to the customer.', refresh);
  code.button('Require authorization code', onCustomer('require-code'));

  const behaviour = el('select', { id: uniqueId('money-call') });
  setOptions(
    behaviour,
    [
      { value: 'normal', label: 'Normal' },
      { value: 'lost', label: 'Answer lost after the bank carried it out' },
      { value: 'dropped', label: 'Dropped before it reached the bank' },
      { value: 'late', label: 'Booked 10 s late (answer lost)' },
      { value: 'slow', label: 'Slow (5 s)' },
      { value: PAST_LIMIT, label: 'Slow past the time limit (carried out, answered too late)' },
    ],
    '',
  );
  const onlyChosen = el('input', { type: 'checkbox', id: uniqueId('money-call-customer') });
  const moneyCall = group(
    'The next money call',
    'How the bank and the network treat the next transfer or deposit: anyone’s, or only that of the account chosen in Customer. That call uses it up.',
    refresh,
    field('Behaviour', behaviour),
    el('div', { class: 'demo-check' }, onlyChosen, el('label', { for: onlyChosen.id }, 'Only for the chosen account')),
  );
  moneyCall.button('Arm', () => {
    if (onlyChosen.checked && !customer.value) return Promise.resolve({ status: false, message: 'Choose a customer first.' });
    const past = behaviour.value === PAST_LIMIT;
    return runAction('next-money-call', {
      behaviour: past ? 'slow' : behaviour.value,
      ...(past ? { delayMs: PAST_LIMIT_MS } : {}),
      ...(onlyChosen.checked ? { email: customer.value } : {}),
    });
  });
  /** What the server last said is armed: written to the status line only when it changes, so a poll does not repeat it. */
  let armedText = '';

  const title = el('input', { type: 'text', maxlength: '120', autocomplete: 'off' });
  const body = el('textarea', { rows: '3', maxlength: '2000' });
  const notify = group('Notification', 'Appears in the customer’s notifications as unread.', refresh, field('Title', title), field('Message', body));
  notify.button(
    'Post notification',
    onCustomer('notify', () => ({ title: title.value, body: body.value })),
  );

  const dialect = el('select', { id: uniqueId('dialect') });
  setOptions(
    dialect,
    [
      { value: 'plain', label: 'Plain (numbers, true/false, currency "$", [])' },
      { value: 'php', label: 'PHP (numbers as text, "1"/"0", currency {symbol}, null lists)' },
    ],
    '',
  );
  const backend = group(
    'Backend dialect',
    'The same contract written another way, as another bank’s PHP script might. The widget reads both.',
    refresh,
    field('Answers written as', dialect),
  );
  backend.button('Use this dialect', () => runAction('dialect', { dialect: dialect.value }), 'secondary');

  const reset = group('Reset', 'Restores every account, deposit and mailbox to the seed. Everyone is signed out.', refresh);
  reset.button('Reset demo data', () => runAction('reset'), 'danger');

  const element = el(
    'section',
    { id: 'demo-controls', class: 'demo-section demo-controls', 'aria-labelledby': 'demo-controls-heading' },
    el('h2', { id: 'demo-controls-heading', tabindex: '-1' }, 'Demo controls'),
    el('p', { class: 'demo-hint' }, 'Play the bank’s side. Actions apply to the chosen customer, who follows whoever signs in in the widget.'),
    field('Customer', customer),
    customerState,
    kyc.element,
    deposits.element,
    balance.element,
    code.element,
    moneyCall.element,
    notify.element,
    backend.element,
    reset.element,
  );

  /** Chooses the wanted customer if the list has them; an administrator or an unknown email leaves the choice alone. */
  const applyWanted = () => {
    const user = wanted && users.find((u) => u.email.toLowerCase() === wanted);
    if (!user) return;
    wanted = '';
    if (customer.value !== user.email) customer.value = user.email;
    showCustomer();
  };

  return {
    element,
    /** Switch to the customer who just signed in; later manual choices stand until the next sign-in. */
    follow(email: string) {
      wanted = email.trim().toLowerCase();
      applyWanted();
    },
    update(state: DemoStateView) {
      users = state.users.filter((u) => u.role === 'customer');
      setOptions(
        customer,
        users.map((u) => ({ value: u.email, label: `${u.email} (${u.verification})` })),
        'No customers',
      );
      applyWanted();
      showCustomer();
      pending = state.pendingDeposits;
      const depositLabel = (d: PendingDepositView) => `#${d.id} ${d.email}: ${d.type} ${money(d.amount)}${d.detail ? `, ${d.detail}` : ''}`;
      setOptions(
        deposit,
        pending.map((d) => ({ value: String(d.id), label: depositLabel(d) })),
        'No pending deposits',
      );
      showProof();
      // The server's choice, unless the operator is choosing right now.
      if (document.activeElement !== dialect && state.dialect) dialect.value = state.dialect;
      const armed = state.nextMoneyCall ?? null;
      const text = armed ? `Armed: ${describeArming(armed)}` : 'Nothing armed: the next money call is answered normally.';
      if (text !== armedText) {
        armedText = text;
        moneyCall.status.className = 'demo-status';
        moneyCall.status.textContent = text;
        if (document.activeElement !== behaviour)
          behaviour.value = armed?.behaviour === 'slow' && (armed.delayMs ?? 0) >= PAST_LIMIT_MS ? PAST_LIMIT : (armed?.behaviour ?? 'normal');
      }
    },
  };
}
