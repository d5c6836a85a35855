import 'server-only';
import { supportContact } from './contact';
import { isValidGstin, SAMPLE_SUPPLIER as SAMPLE } from './domain/gstin';
import { findState, type IndianState } from './domain/indian-states';

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
  /** True while any of the supplier's legal details is the development default. */
  sample: boolean;
}

class BusinessSettingsError extends Error {
  constructor(setting: string, problem: string) {
    super(`${setting} ${problem}`);
    this.name = 'BusinessSettingsError';
  }
}

function ratePercent(value: string | undefined): number {
  if (!value) return 18;
  const rate = Number(value);
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value) || rate > 40) {
    throw new BusinessSettingsError('GST_RATE_PERCENT', `must be a percentage from 0 to 40, got '${value}'`);
  }
  return rate;
}

/** Reads and checks the settings; a wrong GSTIN or state stops the page rather than printing a bad invoice. */
export function businessSettings(env: Record<string, string | undefined> = process.env): Business {
  const stateSetting = env.BUSINESS_STATE || SAMPLE.state;
  const state = findState(stateSetting);
  if (!state) throw new BusinessSettingsError('BUSINESS_STATE', `is not an Indian state or union territory: '${stateSetting}'`);
  const gstin = (env.BUSINESS_GSTIN || SAMPLE.gstin).toUpperCase();
  if (!isValidGstin(gstin)) throw new BusinessSettingsError('BUSINESS_GSTIN', `is not a valid GSTIN: '${gstin}'`);
  if (!gstin.startsWith(state.code)) {
    throw new BusinessSettingsError(
      'BUSINESS_GSTIN',
      `belongs to state code ${gstin.slice(0, 2)}, not ${state.name} (${state.code})`,
    );
  }
  const sac = env.GST_SAC || '999723';
  if (!/^99\d{4}$/.test(sac))
    throw new BusinessSettingsError('GST_SAC', `must be a six-digit services code starting 99, got '${sac}'`);
  const contact = supportContact(env);
  return {
    legalName: env.BUSINESS_NAME || SAMPLE.legalName,
    address: env.BUSINESS_ADDRESS || SAMPLE.address,
    state,
    gstin,
    sac,
    gstRatePercent: ratePercent(env.GST_RATE_PERCENT),
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME || 'Grievance Officer (sample)',
      email: env.GRIEVANCE_OFFICER_EMAIL || contact.email,
      phone: contact.phone,
    },
    sample: !env.BUSINESS_NAME || !env.BUSINESS_ADDRESS || !env.BUSINESS_GSTIN,
  };
}
