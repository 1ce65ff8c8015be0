import { escapeHtml } from '../../src/lib/escape-html.ts';

/** A movement to write into a test statement; a negative amount is a debit. */
export interface Movement {
  day: string;
  amount: string;
  /** The bank's id of the movement (FITID, AcctSvcrRef). */
  id: string;
  payer?: string;
  memo?: string;
}

const unsigned = (amount: string) => amount.replace(/^-/, '');

/** A camt.053.001.08 statement of `iban` in `currency` with these movements. */
export function camtStatement(iban: string, currency: string, movements: Movement[]): Buffer {
  const entries = movements.map((movement) => {
    const credit = !movement.amount.startsWith('-');
    const party = credit ? 'Dbtr' : 'Cdtr';
    return `<Ntry>
  <Amt Ccy="${currency}">${unsigned(movement.amount)}</Amt>
  <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
  <Sts><Cd>BOOK</Cd></Sts>
  <BookgDt><Dt>${movement.day}</Dt></BookgDt>
  <ValDt><Dt>${movement.day}</Dt></ValDt>
  <AcctSvcrRef>${movement.id}</AcctSvcrRef>
  <NtryDtls><TxDtls>
    <RltdPties><${party}><Pty><Nm>${escapeHtml(movement.payer ?? '')}</Nm></Pty></${party}></RltdPties>
    <RmtInf><Ustrd>${escapeHtml(movement.memo ?? '')}</Ustrd></RmtInf>
  </TxDtls></NtryDtls>
</Ntry>`;
  });
  const days = movements.map((movement) => movement.day).sort();
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
<BkToCstmrStmt>
<GrpHdr><MsgId>TEST-${days[0]}</MsgId><CreDtTm>${days.at(-1)}T23:00:00Z</CreDtTm></GrpHdr>
<Stmt>
<Id>STMT-${days[0]}</Id>
<FrToDt><FrDtTm>${days[0]}T00:00:00Z</FrDtTm><ToDtTm>${days.at(-1)}T23:59:59Z</ToDtTm></FrToDt>
<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>
${entries.join('\n')}
</Stmt>
</BkToCstmrStmt>
</Document>
`);
}

/** An OFX 2.x bank statement in `currency` with these transactions. */
export function ofxStatement(account: string, currency: string, movements: Movement[]): Buffer {
  const day = (iso: string) => `${iso.replaceAll('-', '')}120000`;
  const transactions = movements.map(
    (movement) => `<STMTTRN>
<TRNTYPE>${movement.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}</TRNTYPE>
<DTPOSTED>${day(movement.day)}</DTPOSTED>
<TRNAMT>${movement.amount}</TRNAMT>
<FITID>${movement.id}</FITID>
<NAME>${escapeHtml(movement.payer ?? '')}</NAME>
<MEMO>${escapeHtml(movement.memo ?? '')}</MEMO>
</STMTTRN>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STMTRS>
<CURDEF>${currency}</CURDEF>
<BANKACCTFROM><BANKID>026009593</BANKID><ACCTID>${account}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST>
${transactions.join('\n')}
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`);
}
