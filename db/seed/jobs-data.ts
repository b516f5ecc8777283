/**
 * The sample jobs: real-looking quotes across the brands (two each for Dave's
 * Hot Chicken and Skechers, whose job lists have their own pages). Signs and
 * services are named as in ./catalogue and ./services; prices are worked out
 * from the catalogue when the job is inserted.
 */
import type { PAYMENT_TERMS } from '../schema';
import type { Dimensions } from '../../app/domain/pricing';

export interface SignLineSeed {
  sign: string;
  size: string;
  quantity: number;
  options: Record<string, string>;
  dims?: Dimensions;
}

export interface ServiceLineSeed {
  service: string;
  quantity: number;
  /** user_input services: the price the estimator typed, in dollars. */
  enteredPrice?: number;
  description?: string;
  canada?: boolean;
  interiorSurvey?: boolean;
}

export type LineSeed = SignLineSeed | ServiceLineSeed;

export interface JobSeed {
  brand: string;
  jobNumber: string;
  jobName: string;
  client: string;
  street: string;
  contactEmail: string;
  creator: string;
  projectManager: string;
  terms: (typeof PAYMENT_TERMS)[number];
  tax: { percentage: number } | { amount: number }; // hundredths of a percent, or cents
  status: 'Draft' | 'Sent';
  createdDaysAgo: number;
  lines: LineSeed[];
  /** Version 2 copies version 1 with one line changed. */
  version2?: { line: number; size?: string; quantity?: number; daysLater: number };
}

const EST = 'estimator@signboard.local';
const PM = 'pm@signboard.local';
const ADMIN = 'admin@signboard.local';
const OWNER = 'owner@signboard.local';

const redLetters = { Color: 'Red', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Backer Size': 'None', 'Backer Illumination': 'No', 'Lift Equipment': 'Scissor Lift', 'Manufacture Only': 'Off' };
const cabinet = { Color: 'White', 'Fab Type': 'Front-Lit', 'Lift Equipment': 'Scissor Lift', 'Manufacture Only': 'Off' };
const vinyl = { 'Print Material': 'Standard Vinyl', 'Mounting Surface': 'Interior Glass', 'Manufacture Only': 'Off' };

export const JOB_SEEDS: readonly JobSeed[] = [
  {
    brand: 'cjr', jobNumber: '2025-003', jobName: "Carl's Jr #1187 Upland Reimage",
    client: 'Golden State Restaurant Group', street: '1420 W Foothill Blvd', contactEmail: 'marcus.bell@goldenstaterg.com',
    creator: EST, projectManager: PM, terms: '50% Deposit / 50% before install', tax: { percentage: 775 }, status: 'Sent', createdDaysAgo: 120,
    lines: [
      { sign: 'Channel Letters', size: '36"', quantity: 1, options: redLetters },
      { sign: 'Star Logo Cabinet', size: '60"', quantity: 1, options: cabinet },
      { sign: 'Drive-Thru Channel Letters', size: '18"', quantity: 2, options: { Color: 'Red', 'Fab Type': 'Front-Lit', Raceway: 'Wireway-Mounted', 'Manufacture Only': 'Off' } },
      { service: 'Survey', quantity: 1 },
      { service: 'Permits & Procurement', quantity: 1 },
      { service: 'Shipping & Crating (Exterior)', quantity: 1 },
    ],
  },
  {
    brand: 'cjr', jobNumber: '2025-006', jobName: "Carl's Jr #0923 Palm Springs Pylon Replacement",
    client: 'Golden State Restaurant Group', street: '5001 E Ramon Rd', contactEmail: 'alicia.tran@goldenstaterg.com',
    creator: OWNER, projectManager: PM, terms: 'Net30', tax: { percentage: 775 }, status: 'Draft', createdDaysAgo: 35,
    lines: [
      { sign: 'Pylon Sign', size: '>24 SF', quantity: 1, dims: { heightFt: 8, heightIn: 0, widthFt: 12, widthIn: 0 }, options: { Color: 'White', 'Fab Material': 'Aluminum', 'Anti-Graffiti': 'Off', 'Lift Equipment': 'Crane', 'Manufacture Only': 'Off' } },
      { sign: 'Pylon Tenant Panel', size: "5' x 10'", quantity: 2, options: { Color: 'Red', 'Panel Faces': 'Double-Faced', 'Lift Equipment': 'Boom Lift', 'Manufacture Only': 'Off' } },
      { service: 'Removal', quantity: 1 },
      { service: 'Survey', quantity: 1 },
    ],
  },
  {
    brand: 'dhc', jobNumber: '2025-014', jobName: "Dave's Hot Chicken Richardson",
    client: 'Hot Bird Hospitality LLC', street: '1551 N Central Expy', contactEmail: 'jordan@hotbirdhospitality.com',
    creator: EST, projectManager: PM, terms: '50% Deposit / 50% upon completion', tax: { percentage: 825 }, status: 'Sent', createdDaysAgo: 95,
    lines: [
      { sign: 'Channel Letters', size: '24"', quantity: 2, options: { ...redLetters, Color: 'Black', 'Fab Type': 'Reverse Halo-Lit' } },
      { sign: 'Chicken Logo Cabinet', size: '48"', quantity: 1, options: { ...cabinet, Color: 'Red' } },
      { sign: 'Wall Mural', size: 'Per SF', quantity: 1, dims: { heightFt: 8, heightIn: 0, widthFt: 20, widthIn: 0 }, options: { ...vinyl, 'Mounting Surface': 'Drywall' } },
      { sign: 'Window Graphics', size: 'Per SF', quantity: 3, dims: { heightFt: 4, heightIn: 0, widthFt: 6, widthIn: 0 }, options: { ...vinyl, 'Print Material': 'Perforated Vinyl' } },
      { service: 'Survey', quantity: 1 },
      { service: 'Shipping & Crating (Exterior)', quantity: 1 },
    ],
    version2: { line: 0, size: '30"', daysLater: 12 },
  },
  {
    brand: 'dhc', jobNumber: '2025-021', jobName: "Dave's Hot Chicken Plano",
    client: 'Hot Bird Hospitality LLC', street: '3309 Dallas Pkwy', contactEmail: 'jordan@hotbirdhospitality.com',
    creator: ADMIN, projectManager: PM, terms: 'Net45', tax: { amount: 125_000 }, status: 'Draft', createdDaysAgo: 20,
    lines: [
      { sign: 'Monument Sign', size: '<24 SF', quantity: 1, dims: { heightFt: 4, heightIn: 0, widthFt: 5, widthIn: 0 }, options: { Color: 'White', 'Fab Material': 'Stucco Over CMU', 'Anti-Graffiti': 'On', 'Manufacture Only': 'Off' } },
      { sign: 'Monument Tenant Panel', size: "3' x 8'", quantity: 1, options: { Color: 'Black', 'Panel Faces': 'Single-Faced', 'Manufacture Only': 'Off' } },
      { sign: 'Channel Letters', size: '36"', quantity: 1, options: { ...redLetters, 'Backer Size': "3' x 12'", 'Backer Illumination': 'Yes' } },
      { service: 'Permits & Procurement', quantity: 1 },
      { service: 'Labor', quantity: 1, enteredPrice: 640, description: 'Electrical tie-in to existing monument J-box' },
      { service: 'Travel', quantity: 2 },
    ],
  },
  {
    brand: 'epl', jobNumber: '2025-011', jobName: 'El Pollo Loco #3542 Phoenix Remodel',
    client: 'Pacific Pollo Partners', street: '4747 E Thomas Rd', contactEmail: 'evargas@pacificpollo.com',
    creator: EST, projectManager: PM, terms: 'COD', tax: { percentage: 860 }, status: 'Draft', createdDaysAgo: 60,
    lines: [
      { sign: 'Channel Letters', size: '30"', quantity: 1, options: { ...redLetters, Raceway: 'Wireway-Mounted' } },
      { sign: 'Pollo Logo Cabinet', size: '48"', quantity: 1, options: cabinet },
      { sign: 'Monument Sign', size: '>24 SF', quantity: 1, dims: { heightFt: 5, heightIn: 6, widthFt: 8, widthIn: 0 }, options: { Color: 'Red', 'Fab Material': 'Routed Aluminum', 'Anti-Graffiti': 'Off', 'Manufacture Only': 'Off' } },
      { service: 'Removal', quantity: 1 },
      { service: 'Survey', quantity: 1 },
    ],
  },
  {
    brand: 'skx', jobNumber: '2025-008', jobName: 'Skechers Las Vegas Premium Outlets',
    client: 'Stride Retail Development', street: '875 S Grand Central Pkwy', contactEmail: 'ncole@strideretail.com',
    creator: EST, projectManager: PM, terms: 'Net30', tax: { percentage: 838 }, status: 'Sent', createdDaysAgo: 75,
    lines: [
      { sign: 'Channel Letters', size: '36"', quantity: 1, options: { ...redLetters, Color: 'White', Raceway: 'Behind-The-Wall' } },
      { sign: 'Blade Sign', size: '36"', quantity: 1, options: { ...cabinet, Color: 'Brand Red' } },
      { sign: 'S Logo Cabinet', size: '48"', quantity: 1, options: cabinet },
      { sign: 'Window Graphics', size: 'Per SF', quantity: 2, dims: { heightFt: 6, heightIn: 0, widthFt: 10, widthIn: 0 }, options: { ...vinyl, 'Print Material': 'Frosted Vinyl' } },
      { service: 'Shipping & Crating (Exterior)', quantity: 1 },
      { service: 'Service Call', quantity: 1 },
    ],
    version2: { line: 3, quantity: 4, daysLater: 9 },
  },
  {
    brand: 'skx', jobNumber: '2025-017', jobName: 'Skechers Sherway Gardens Toronto',
    client: 'Stride Retail Development', street: '25 The West Mall', contactEmail: 'slaurent@strideretail.com',
    creator: OWNER, projectManager: PM, terms: 'Prepayment', tax: { percentage: 1300 }, status: 'Draft', createdDaysAgo: 10,
    lines: [
      { sign: 'Channel Letters', size: '24"', quantity: 1, options: { ...redLetters, Color: 'White', 'Lift Equipment': 'Ladder' } },
      { sign: 'Wall Mural', size: 'Per SF', quantity: 1, dims: { heightFt: 9, heightIn: 0, widthFt: 16, widthIn: 6 }, options: { ...vinyl, 'Mounting Surface': 'Textured Wall' } },
      { service: 'Shipping & Crating (Exterior)', quantity: 1, canada: true },
      { service: 'Materials', quantity: 1, enteredPrice: 480, description: 'Concrete block anchors and mounting hardware' },
      { service: 'Permits & Procurement', quantity: 1 },
    ],
  },
  {
    brand: 'wen', jobNumber: '2025-030', jobName: "Wendy's #0412 Columbus Rebrand",
    client: 'Northland Quick Service Inc.', street: '2830 Olentangy River Rd', contactEmail: 'greg@northlandqsr.com',
    creator: EST, projectManager: ADMIN, terms: '50% Deposit / 50% before install', tax: { percentage: 750 }, status: 'Sent', createdDaysAgo: 45,
    lines: [
      { sign: 'Wendy Portrait Logo Cabinet', size: '72"', quantity: 1, options: { ...cabinet, 'Lift Equipment': 'Boom Lift' } },
      { sign: 'Channel Letters', size: '30"', quantity: 1, options: redLetters },
      { sign: 'Drive-Thru Channel Letters', size: '24"', quantity: 1, options: { Color: 'Red', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Manufacture Only': 'Off' } },
      { sign: 'Pylon Tenant Panel', size: "4' x 8'", quantity: 1, options: { Color: 'Red', 'Panel Faces': 'Double-Faced', 'Lift Equipment': 'Boom Lift', 'Manufacture Only': 'Off' } },
      { service: 'Removal', quantity: 1 },
      { service: 'Survey', quantity: 1 },
    ],
  },
];
