import 'server-only';
import { supportContact } from './contact';
import { SAMPLE_SUPPLIER as SAMPLE } from './domain/gstin';
import { findState, type IndianState } from './domain/indian-states';
import { type Env, settings } from './settings';

/** The supplier an invoice names, and the tax it charges: settings of the deployment. */
export interface Business {
  legalName: string;
  address: string;
  state: IndianState;
  gstin: string;
  /** Services Accounting Code of the coaching (999723: physical well-being services). */
  sac: string;
  gstRatePercent: number;
  grievanceOfficer: { name: string; email: string; phone: string };
  /** True while the supplier is the development sample (the BUSINESS_ settings are unset). */
  sample: boolean;
}

/**
 * The supplier of the settings, which are checked (GSTIN, its state, all four or none) before
 * the server starts; unset, the clearly labelled sample supplier.
 */
export function businessSettings(env?: Env): Business {
  const s = settings(env);
  const contact = supportContact(env);
  return {
    legalName: s.BUSINESS_NAME ?? SAMPLE.legalName,
    address: s.BUSINESS_ADDRESS ?? SAMPLE.address,
    state: s.BUSINESS_STATE ?? findState(SAMPLE.state)!,
    gstin: s.BUSINESS_GSTIN ?? SAMPLE.gstin,
    sac: s.GST_SAC,
    gstRatePercent: s.GST_RATE_PERCENT,
    grievanceOfficer: { name: s.GRIEVANCE_OFFICER_NAME, email: s.GRIEVANCE_OFFICER_EMAIL, phone: contact.phone },
    sample: s.BUSINESS_NAME === undefined,
  };
}
