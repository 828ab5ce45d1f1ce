/** A label and its value; a value of several lines is one paragraph per line. */
export interface DocumentRow {
  label: string;
  value: string;
}

export interface DocumentSection {
  heading: string;
  rows: DocumentRow[];
}

/** A document (voucher, e-ticket, packing slip, invoice) as words in its reader's language, before it is set on pages. */
export interface PdfDocument {
  lang: string;
  title: string;
  /** Under the title, e.g. the order number. */
  subtitle: string;
  sections: DocumentSection[];
  /** Kept in the file's properties, so the order number can be read without rendering. */
  subject: string;
}
