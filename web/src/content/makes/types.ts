/**
 * The make and model information sections shown below the results when a make is chosen
 * Original text written for VanYard.
 */
export type MakeInfo = {
  /** Display name as in the catalogue ('Mercedes-Benz'). */
  make: string;
  /** Make slug ('mercedes-benz'). */
  slug: string;
  /** One or two sentences introducing the make as a van builder. */
  summary: string;
  /** Short facts shown as a definition list: 'Headquarters', 'Vans built since', ... */
  facts: { label: string; value: string }[];
  /** History paragraphs. */
  history: string[];
  /** Why UK buyers choose it, as paragraphs. */
  popularity: string[];
  /** Its best-known vans with a one-line note each; model names from the catalogue. */
  popularModels: { model: string; note: string }[];
};

export type ModelInfo = {
  make: string;
  /** Model name as in the catalogue ('Transporter T6'). */
  model: string;
  /** Model slug ('transporter-t6'). */
  slug: string;
  /** Year the model (or this generation) was first introduced. */
  yearIntroduced: number;
  summary: string;
  commonUses: string[];
  keyFeatures: string[];
};
