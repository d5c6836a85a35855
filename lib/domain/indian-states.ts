/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), for the place of supply on an invoice. 25 (Daman and Diu) merged into 26 in 2020;
 * 28 (undivided Andhra Pradesh) and 97 (other territory) are not places a customer lives.
 */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands', territory: true },
  { code: '37', name: 'Andhra Pradesh', territory: false },
  { code: '12', name: 'Arunachal Pradesh', territory: false },
  { code: '18', name: 'Assam', territory: false },
  { code: '10', name: 'Bihar', territory: false },
  { code: '04', name: 'Chandigarh', territory: true },
  { code: '22', name: 'Chhattisgarh', territory: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', territory: true },
  { code: '07', name: 'Delhi', territory: false },
  { code: '30', name: 'Goa', territory: false },
  { code: '24', name: 'Gujarat', territory: false },
  { code: '06', name: 'Haryana', territory: false },
  { code: '02', name: 'Himachal Pradesh', territory: false },
  { code: '01', name: 'Jammu and Kashmir', territory: false },
  { code: '20', name: 'Jharkhand', territory: false },
  { code: '29', name: 'Karnataka', territory: false },
  { code: '32', name: 'Kerala', territory: false },
  { code: '38', name: 'Ladakh', territory: true },
  { code: '31', name: 'Lakshadweep', territory: true },
  { code: '23', name: 'Madhya Pradesh', territory: false },
  { code: '27', name: 'Maharashtra', territory: false },
  { code: '14', name: 'Manipur', territory: false },
  { code: '17', name: 'Meghalaya', territory: false },
  { code: '15', name: 'Mizoram', territory: false },
  { code: '13', name: 'Nagaland', territory: false },
  { code: '21', name: 'Odisha', territory: false },
  { code: '34', name: 'Puducherry', territory: false },
  { code: '03', name: 'Punjab', territory: false },
  { code: '08', name: 'Rajasthan', territory: false },
  { code: '11', name: 'Sikkim', territory: false },
  { code: '33', name: 'Tamil Nadu', territory: false },
  { code: '36', name: 'Telangana', territory: false },
  { code: '16', name: 'Tripura', territory: false },
  { code: '09', name: 'Uttar Pradesh', territory: false },
  { code: '05', name: 'Uttarakhand', territory: false },
  { code: '19', name: 'West Bengal', territory: false },
] as const;
// `territory` marks the union territories without a legislature, where the state half of GST is
// UTGST; Delhi, Puducherry and Jammu and Kashmir levy SGST like states.

export type IndianState = (typeof INDIAN_STATES)[number];
export type StateCode = IndianState['code'];

export const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

export function stateByCode(code: string | null | undefined): IndianState | undefined {
  return INDIAN_STATES.find((s) => s.code === code);
}

/** A state from its GST code ('27') or its name, in any case ('maharashtra'). */
export function findState(codeOrName: string): IndianState | undefined {
  const wanted = codeOrName.trim().toLowerCase();
  return INDIAN_STATES.find((s) => s.code === wanted.padStart(2, '0') || s.name.toLowerCase() === wanted);
}
