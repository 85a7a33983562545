import type { FieldRule, RegisterSettings } from '@/api/models';
import { confirmSpec, specFromRule } from '@/forms/spec';
import type { FieldSpec } from '@/forms/types';

/**
 * The wallet forms' field lists, from the server's rules where it sends them
 * (bank card binding, payment password) and fixed ones for the amount (its
 * checks are the limits, lib/amount.ts). Pure, rendered by DynamicForm.
 */
const AMOUNT_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: '1', minLength: 0, maxLength: 24 };

export const amountSpec = (labelId = 'wallet.amount'): FieldSpec => specFromRule('amount', AMOUNT_RULE, { labelId, input: 'text', autoComplete: 'off' });

/** Payment password as the platform asks it (its rule: 6 digits by default). */
export const payPasswordSpec = (rule: FieldRule | undefined, name = 'paymentPassword', labelId = 'wallet.payPassword'): FieldSpec =>
  specFromRule(name, rule, { labelId, input: 'password', autoComplete: 'off', shown: true, required: true });

/** Set (or change) the payment password: new + confirmation, plus the old one when one is set. */
export function setPayPasswordSpecs(rule: FieldRule | undefined, isSet: boolean): FieldSpec[] {
  return [
    ...(isSet ? [payPasswordSpec({ ...(rule ?? AMOUNT_RULE), acceptedPattern: '*', minLength: 0 }, 'oldPassword', 'wallet.payPassword.old')] : []),
    payPasswordSpec(rule, 'password', 'wallet.payPassword.new'),
    confirmSpec('confirm', 'password', 'forms.mismatch', { labelId: 'wallet.payPassword.confirm', autoComplete: 'off' }),
  ];
}

/** Bank card binding: the fields the server's rules list, in its order (bank is a select beside them), then the step-up. */
export const BANK_CARD_FIELDS = ['accountName', 'accountNo', 'branch'] as const;
/** Binding or unbinding a card is confirmed with the payment password (step-up, ASVS 7.5.1): a stolen session alone cannot add its own card. */
export const stepUpSpec = (): FieldSpec => payPasswordSpec(undefined, 'paymentPassword', 'wallet.card.stepUp');
export function bankCardSpecs(rules: RegisterSettings): FieldSpec[] {
  return [...bankCardFieldSpecs(rules), stepUpSpec()];
}
function bankCardFieldSpecs(rules: RegisterSettings): FieldSpec[] {
  return BANK_CARD_FIELDS.filter((f) => rules[f]).map((f) =>
    specFromRule(f, rules[f], {
      labelId: `wallet.card.${f}`,
      input: f === 'accountNo' ? 'numeric' : 'text',
      autoComplete: f === 'accountName' ? 'name' : 'off',
    }),
  );
}
