import type { Matcher } from './linear-pattern';
/**
 * What the rule engine hands to screens. Plain data (plus compiled RegExps) so
 * the engine stays free of React and can be unit-tested and benchmarked in Node.
 */

/** A react-intl message id plus its values. Renderers always add `{field}` (the translated label). */
export interface MessageDescriptor {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export type FieldInput = 'text' | 'password' | 'email' | 'tel' | 'numeric' | 'checkbox';

export interface FieldSpec {
  /** Payload key (§3): username, mobileNum, verificationCode … */
  readonly name: string;
  /** Catalogue key of the field's name, e.g. 'forms.field.username'. */
  readonly labelId: string;
  readonly input: FieldInput;
  readonly shown: boolean;
  readonly required: boolean;
  /** null accepts any characters: '*', no pattern, or a server pattern that failed to compile. */
  readonly pattern: Matcher | null;
  /** Inclusive bounds in characters (code points); maxLength may be Infinity. */
  readonly minLength: number;
  readonly maxLength: number;
  /** Shown when the value breaks the pattern or the bounds. */
  readonly invalidMessage: MessageDescriptor;
  /** Shown when required and empty. */
  readonly requiredMessage: MessageDescriptor;
  /** Another field this one must equal (confirm password). */
  readonly mustEqual?: string;
  readonly mismatchMessage?: MessageDescriptor;
  readonly autoComplete?: string;
  /** True when the server's pattern did not compile (a server fault, already logged). */
  readonly serverFault?: boolean;
}

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, MessageDescriptor>;
