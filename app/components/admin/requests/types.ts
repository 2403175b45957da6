/** One entry of the back office's inbox, whatever form it came from. */
export interface RequestItem {
  id: string;
  kind: 'quote' | 'contact' | 'support';
  createdAt: string;
  name: string | null;
  email: string;
  subject: string;
  message: string;
  details: string[];
  file: { name: string; url: string } | null;
  orderReference: string | null;
  handled: boolean;
}
