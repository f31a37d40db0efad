import { composePrivacyRegisters } from '@school/modules/kernel';
import { accessRetentionPrivacy, userPrivacy } from '@school/modules/identity';

/** Every context's privacy register: what each field of each event holds (decision 0061, docs/privacy.md). */
export const PRIVACY_REGISTER = composePrivacyRegisters(userPrivacy, accessRetentionPrivacy);
