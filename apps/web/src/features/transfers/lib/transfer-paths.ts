import { paths } from '@/config/paths';

export const transferHref = (reference: string) =>
  paths.transfer.path.replace(':reference', encodeURIComponent(reference));

export const receiptHref = (reference: string) =>
  paths.transferReceipt.path.replace(':reference', encodeURIComponent(reference));
