import { useRef } from 'react';
import type { FormController } from '@/forms/useForm';
import { FIREBASE_SMS_SECONDS } from '../lib/timing';
import { firebaseConfirmCode, firebasePhoneNumber, firebaseSendCode } from '../third-party/firebase-phone';

/**
 * An SMS code field on the Firebase route (FIREBASESMS3, §4, §9): `send` checks the mobile field, has Firebase
 * send the code to +<dial><number> and counts down 1 minute (null, and nothing shown, when Firebase refuses);
 * `confirm` trades the typed code for Firebase's ID token at submit (null when wrong: the flow stops silently).
 */
export function useFirebaseSms() {
  const session = useRef<string | null>(null);
  return {
    async send(form: FormController, dialCode: string) {
      if (!form.check('mobileNum')) return null;
      session.current = await firebaseSendCode(firebasePhoneNumber(dialCode, form.values.mobileNum!.trim()));
      return session.current ? { seconds: FIREBASE_SMS_SECONDS } : null;
    },
    confirm: (code: string | undefined) => firebaseConfirmCode(session.current, code ?? ''),
  };
}
