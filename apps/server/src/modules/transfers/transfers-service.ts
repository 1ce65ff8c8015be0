import {
  type Language,
  type ListTransfersResponse,
  moneyArrived,
  proofMaxBytes,
  proofMediaTypes,
  type Receipt,
  type SavedSender,
  type TransferDetail,
  transfersPageSize,
  type UploadProofResponse,
} from '@giro/shared';
import type { ClaimBody } from '@giro/shared/compliance/claim-contracts';
import type { Regulator } from '@giro/shared/compliance/compliance-settings-contracts';
import type { SiteData } from '@giro/shared/site-data';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { createClaimsRepository } from '../claims/claims-repository.ts';
import type { MailService } from '../mail/mail-service.ts';
import { historyNotes } from '../orders/history-notes.ts';
import type { OrderChecks } from '../orders/order-checks.ts';
import { orderNotFound } from '../orders/orders-errors.ts';
import { createOrdersRepository } from '../orders/orders-repository.ts';
import type { OrdersService } from '../orders/orders-service.ts';
import { createRefundsRepository } from '../refunds/refunds-repository.ts';
import { cleanProof, notAProof, proofTooLarge } from './proof-file.ts';
import type { ProofStore } from './proof-store.ts';
import { receiptContent } from './receipt-content.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { availabilityDate, canCancel, cancelUntil } from './sender-rights.ts';
import { cancelTransfer } from './transfer-cancel.ts';
import { claimOpen, fileClaim, toClaim } from './transfer-claims.ts';
import { transferPayment } from './transfer-payment.ts';
import {
  acceptsProof,
  deliveryInterval,
  type HistoryRow,
  type OwnedOrder,
  transferDetail,
  transferSummary,
} from './transfer-views.ts';
import { createTransfersRepository } from './transfers-repository.ts';
import type { OrderProofRow } from './transfers-tables.ts';

const proofNotAccepted = () => new AppError(409, 'proof_not_accepted');

export interface TransfersDeps {
  db: Database;
  now: () => Date;
  orders: Pick<OrdersService, 'changeStatus'>;
  proofs: ProofStore;
  site: () => Promise<SiteData>;
  mail: MailService;
  checks: Pick<OrderChecks, 'paymentHold' | 'paymentHolds'>;
  /** The regulators the receipt names (the operator's compliance settings). */
  regulators: () => Promise<Regulator[]>;
  /** The one public origin of links (`linkOrigin`) for the operator's domain. */
  linkOrigin: (domainName: string) => string;
}

/** The transfer's page, for the links in the mails a sender's action causes. */
const transferLink = (origin: string, reference: string) =>
  `${origin}/profile/transfers/${encodeURIComponent(reference)}`;

/** The sender's side of their orders: history, detail, receipt, proof, cancel. */
export function createTransfersService(deps: TransfersDeps) {
  const repository = createTransfersRepository(deps.db);

  async function owned(user: SessionUser, reference: string) {
    const found = await repository.findOwned(reference, user.id);
    if (found === undefined) throw orderNotFound();
    return found;
  }

  /** The order with its timeline, as the sender's actions on it need them. */
  async function withHistory(user: SessionUser, reference: string, origin: string) {
    const found = await owned(user, reference);
    const history = await repository.history(found.order.id);
    return { owned: found, history, link: transferLink(origin, found.order.reference) };
  }

  async function rights(found: OwnedOrder, history: readonly HistoryRow[]) {
    const { order } = found;
    const now = deps.now();
    const [hold, claims, refund] = await Promise.all([
      deps.checks.paymentHold(deps.db, order.id),
      createClaimsRepository(deps.db).ofOrder(order.id),
      createRefundsRepository(deps.db).forOrder(order.id),
    ]);
    return {
      hold,
      can_cancel: canCancel(order, history, now),
      cancel_until: cancelUntil(order, history)?.toISOString() ?? null,
      available_on: availabilityDate(found.availableWithinDays, history, now),
      can_claim: claimOpen(found, history, now),
      claims: claims.map(toClaim),
      refund:
        refund === undefined
          ? null
          : {
              amount: refund.amount,
              currency: refund.currency,
              refunded_at: refund.refundedAt?.toISOString() ?? null,
            },
    };
  }

  return {
    async list(user: SessionUser, page: number): Promise<ListTransfersResponse> {
      const offset = (page - 1) * transfersPageSize;
      const { items, total } = await repository.page(user.id, offset, transfersPageSize);
      const holds = await deps.checks.paymentHolds(
        deps.db,
        items.map((order) => order.id),
      );
      const summaries = items.map((order) => transferSummary(order, holds.get(order.id) ?? null));
      return { items: summaries, page, page_size: transfersPageSize, total };
    },

    /** How the sender filled the sender block last time: the next order starts from it. */
    async lastSender(user: SessionUser): Promise<SavedSender | null> {
      return repository.latestSender(user.id);
    },

    async detail(
      user: SessionUser,
      reference: string,
      language: Language,
    ): Promise<TransferDetail> {
      const found = await owned(user, reference);
      const [history, payment] = await Promise.all([
        repository.history(found.order.id),
        transferPayment(deps.db, found.order, deps.now()),
      ]);
      return transferDetail(found, history, language, payment, await rights(found, history));
    },

    /**
     * An unpaid order any time; a paid one within 30 minutes of paying, not delivered (409
     * `cancel_window_closed` after that), with the whole amount owed back.
     */
    async cancel(user: SessionUser, reference: string, language: Language, origin: string) {
      await cancelTransfer(deps, user, await withHistory(user, reference, origin));
      return this.detail(user, reference, language);
    },

    /** An error claim on a paid transfer within 180 days of its availability date. */
    async claim(user: SessionUser, reference: string, body: ClaimBody, origin: string) {
      return fileClaim(deps, user, await withHistory(user, reference, origin), body);
    },

    /** Only for money that arrived: an unpaid or ended-unpaid order answers 409. */
    async receipt(user: SessionUser, reference: string, language: Language): Promise<Receipt> {
      const found = await owned(user, reference);
      if (!moneyArrived(found.order.status)) throw new AppError(409, 'receipt_unavailable');
      const [history, site, regulators] = await Promise.all([
        repository.history(found.order.id),
        deps.site(),
        deps.regulators(),
      ]);
      const interval = deliveryInterval(found, language);
      const now = deps.now();
      const availableOn = availabilityDate(found.availableWithinDays, history, now);
      const transfersUrl = `${deps.linkOrigin(site.domain_name)}/profile/transfers`;
      const facts = { order: found.order, interval, availableOn, history, site, regulators };
      return receiptContent({ ...facts, transfersUrl, issuedAt: now }, language);
    },

    async receiptPdf(user: SessionUser, reference: string, language: Language) {
      return receiptPdf(await this.receipt(user, reference, language));
    },

    /**
     * Stores the sender's proof of payment (a new one replaces the earlier). On an unpaid order
     * the upload is the "I have paid" step: the order moves to payment_submitted (history, mail)
     * in the transaction that stores it. Verified, delivered or ended orders take none.
     */
    async uploadProof(
      user: SessionUser,
      reference: string,
      upload: Buffer,
    ): Promise<UploadProofResponse> {
      const { order } = await owned(user, reference);
      if (!acceptsProof(order)) throw proofNotAccepted();
      if (upload.length > proofMaxBytes) throw proofTooLarge();
      const { mediaType, file } = await cleanProof(upload, proofMediaTypes, notAProof);
      const uploadedAt = deps.now();
      const fileName = await deps.proofs.save(file, mediaType);
      const row = { orderId: order.id, fileName, mediaType, size: file.length, uploadedAt };
      let earlier: OrderProofRow | undefined;
      const store = async (tx: Database) => {
        earlier = await createTransfersRepository(tx).putProof(row);
      };
      try {
        const { changed } = await deps.orders.changeStatus(
          order.id,
          'payment_submitted',
          user.id,
          historyNotes.proofUploaded,
          {
            check: (locked) => {
              if (!acceptsProof(locked)) throw proofNotAccepted();
              return locked.status === 'awaiting_payment';
            },
            within: store,
          },
        );
        // Already submitted: the proof is added under the order's lock, the status stays.
        if (!changed) {
          await deps.db.transaction(async (tx) => {
            const locked = await createOrdersRepository(tx).lock(order.id);
            if (locked === undefined || !acceptsProof(locked.order)) throw proofNotAccepted();
            await store(tx);
          });
        }
      } catch (error) {
        await deps.proofs.remove(fileName);
        throw error;
      }
      if (earlier !== undefined) await deps.proofs.remove(earlier.fileName);
      return { media_type: mediaType, size: file.length, uploaded_at: uploadedAt.toISOString() };
    },

    async proof(user: SessionUser, reference: string) {
      const { order } = await owned(user, reference);
      const proof = await repository.proof(order.id);
      if (proof === undefined) throw new AppError(404, 'not_found');
      return { mediaType: proof.mediaType, file: await deps.proofs.read(proof.fileName) };
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
