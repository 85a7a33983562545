import type { FormController } from '@/forms/useForm';
import { authApi, type SmsPurpose } from '../api/auth-api';
import { verifyHuman } from '@/session/human-verification';

/**
 * The send step of an SMS code field (§4): the typed mobile number is checked
 * first, then the human check of the 'sms' scene, then the platform sends the
 * code to that number with its dialing code. Null: nothing was sent (the field
 * or the check says why).
 */
export async function sendSmsCode(form: FormController, purpose: SmsPurpose, dialCode: string) {
  if (!form.check('mobileNum')) return null;
  const verified = await verifyHuman('sms');
  if (!verified) return null;
  return authApi.sendSms(purpose, { mobileNum: form.values.mobileNum!.trim(), countryDialingCode: dialCode, ...verified });
}
