import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FEES } from '../../domain/fees';
import { ID_NUMBER_WIDTH } from '../../domain/ids';
import { PERSONAL_FIELDS } from '../../domain/personalData';
import type { SealedMember } from '../personal-data/repository';
import { BANKS } from './demoData';
import { intArray, LOOKUPS, textArray, type LookupName } from './largeData';

/**
 * The statements of one large-seed chunk. Every value of member k is a function of k (hashed
 * with a salt per field), so the receipts statement and the members statement compute the same
 * members independently; only the ID numbers come from the sequences, once, in the second.
 */
export interface LargeRun {
  /** Members of this run; member k of the run is 1..total. */
  total: number;
  /** The highest member id before the run: keeps invoice numbers and hashes apart across runs. */
  base: number;
  now: Date;
  /** Jakarta midnight of the Monday the run's period starts on. */
  start: Date;
  /** Working days from that Monday to the last working day up to now, both included. */
  workdays: number;
  /** Rows of groups ending after this still wait for their proof. */
  proofDueSince: Date;
  /** Proofs of rows after this (the last two working days) still wait for SBS. */
  decisionDueSince: Date;
  branchIds: number[];
  adminIds: number[];
  branchNames: string[];
  branchWa: string[];
  fileIds: string[];
  decidedBy: number;
}

/** Members per receipt; chunks are a multiple of it so no receipt spans two chunks. */
export const GROUP_SIZE = 4;

/** A uniform 31-bit hash of an integer column, one independent stream per salt. */
const hash = (column: string, salt: number): SQL =>
  sql.raw(`(hashint8extended((${column})::bigint, ${salt}) & 2147483647)`);

const percentBelow = (column: string, salt: number, percent: number): SQL =>
  sql`(mod(${hash(column, salt)}, 100) < ${sql.raw(String(percent))})`;

/** An element of a lookup list (CTE lk) chosen by the hash. */
const pick = (list: LookupName, column: string, salt: number): SQL =>
  sql`lk.${sql.identifier(list)}[(1 + mod(${hash(column, salt)}, ${sql.raw(String(LOOKUPS[list].length))}))::int]`;

/**
 * The lookup lists as one row, built once per statement. Only CTE p reads it, where no sort
 * sits above the join: a sort would carry the lists along in every row.
 */
const lookups = (): SQL => sql`
    lk as materialized (
      select ${sql.join(
        (Object.keys(LOOKUPS) as LookupName[]).map(
          (name) => sql`${textArray(LOOKUPS[name])} as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )})`;

const nextId = (prefix: 'AOG' | 'MOG'): SQL =>
  sql.raw(
    `'${prefix}' || lpad(nextval('generated_id_${prefix.toLowerCase()}_seq')::text, ${ID_NUMBER_WIDTH}, '0')`,
  );

const timestamp = (value: Date): SQL => sql`${value.toISOString()}::timestamptz`;

const accountDigits = sql`case bank ${sql.join(
  BANKS.map(([bank]) => sql`when ${bank.name} then ${bank.accountDigits}::int`),
  sql` `,
)} else 10 end`;

/** CTEs s0…s5: the members k = from..to of the run, their receipt group and their upgrade. */
const skeleton = (run: LargeRun, from: number, to: number): SQL => {
  const now = timestamp(run.now);
  const fees = DEFAULT_FEES;
  return sql`
    s0 as (
      select k, k + ${run.base}::int as kk, (k - 1) / ${GROUP_SIZE}::int as r,
             (k - 1) / ${GROUP_SIZE}::int + ${run.base}::int as gg
        from generate_series(${from}::int, ${to}::int) as k),
    s1 as (
      select s0.*, (1 + mod(${hash('gg', 1)}, ${run.branchIds.length}::int))::int as b,
             ${percentBelow('kk', 2, 35)} as is_aog,
             -- The w-th working day, more of them towards the end: the organisation grows.
             floor(${run.workdays}::int * sqrt((k - 0.5) / ${run.total}::float8))::int as w
        from s0),
    s2 as (
      select s1.*,
             (${intArray(run.branchIds)})[b] as branch_id,
             (${intArray(run.adminIds)})[b] as admin_id,
             (${textArray(run.branchNames)})[b] as branch_name,
             (${textArray(run.branchWa)})[b] as branch_wa,
             (${textArray(run.fileIds)})[b]::uuid as file_id,
             case when mod(${hash('kk', 5)}, 100) < case when is_aog then 45 else 12 end
                  then 'sudah' else 'belum' end as pc,
             -- Five working days a week from the starting Monday, between 10:00 and 16:00 WIB.
             least(${timestamp(run.start)} + make_interval(
                     days => 7 * (w / 5) + mod(w, 5),
                     secs => 36000 + mod(${hash('kk', 4)}, 21600)),
                   ${now} - interval '1 minute') as created_at
        from s1),
    s3 as (
      select s2.*,
             case when is_aog then ${fees.registrationAog}::bigint
                    + case when pc = 'belum' then ${fees.privateClass}::bigint else 0 end
                  else ${fees.registrationMog}::bigint end as biaya,
             max(created_at) over (partition by r) as group_last,
             created_at + make_interval(days => (20 + mod(${hash('kk', 31)}, 250))::int) as up_at,
             case when pc = 'sudah' or ${percentBelow('kk', 32, 35)} then 'sudah' else 'belum' end as up_pc
        from s2),
    s4 as (
      select s3.*,
             -- The latest rows still wait for their proof; proofs of the last two days wait for SBS.
             case when group_last > ${timestamp(run.proofDueSince)} then 'none'
                  when group_last > ${timestamp(run.decisionDueSince)} then '0'
                  when ${percentBelow('gg', 41, 4)} then '2' else '1' end as reg_status,
             least(group_last + interval '2 hours', ${now}) as reg_upload,
             'INV/BEN/' || ${run.base}::int || '/' || r as reg_inv,
             'INV/BEN/' || ${run.base}::int || '/U' || k as up_inv,
             ${fees.upgradeAog}::bigint + case when up_pc = 'belum' then ${fees.privateClass}::bigint else 0 end as up_biaya,
             case when up_at > ${timestamp(run.decisionDueSince)} then '0'
                  when ${percentBelow('kk', 33, 3)} then '2' else '1' end as up_status
        from s3),
    s5 as (
      select s4.*,
             least(reg_upload + make_interval(hours => (1 + mod(${hash('gg', 42)}, 20))::int), ${now}) as reg_decided,
             not is_aog and reg_status = '1' and ${percentBelow('kk', 30, 8)}
               and up_at < ${now} - interval '1 hour' as upgraded,
             least(up_at + interval '4 hours', ${now}) as up_decided
        from s4)`;
};

/** The chunk's registration receipts (four members each) and upgrade receipts (one each). */
export const largeReceiptsSql = (run: LargeRun, from: number, to: number): SQL => sql`
  with ${skeleton(run, from, to)}
  insert into payment_receipts (kind, inv_name, status, count_aog, count_mog, total_biaya, image_file_id,
                                branch_id, uploaded_by, created_at, status_changed_at, decided_by)
  select 'registration', reg_inv, reg_status, count(*) filter (where is_aog), count(*) filter (where not is_aog),
         sum(biaya), file_id, branch_id, admin_id, reg_upload,
         case when reg_status = '0' then reg_upload else reg_decided end,
         case when reg_status = '0' then null else ${run.decidedBy}::int end
    from s5 where reg_status <> 'none'
   group by reg_inv, reg_status, file_id, branch_id, admin_id, reg_upload, reg_decided
  union all
  select 'upgrade', up_inv, up_status, 1, 0, up_biaya, file_id, branch_id, admin_id, up_at,
         case when up_status = '0' then up_at else up_decided end,
         case when up_status = '0' then null else ${run.decidedBy}::int end
    from s5 where upgraded`;

/** Person fields computed in CTE p from the lookup lists: [column of register_aog_mog, expression]. */
const personFields = (): [string, SQL][] => {
  const place = (list: LookupName, index: 'pl' | 'dpl') =>
    sql`lk.${sql.identifier(list)}[${sql.raw(index)}]`;
  const street = (salt: number) =>
    sql`${pick('streets', 'kk', salt)} || ' No. ' || (1 + mod(${hash('kk', salt + 1)}, 150))
        || ', RT ' || lpad((1 + mod(${hash('kk', salt + 2)}, 15))::text, 3, '0')
        || '/RW ' || lpad((1 + mod(${hash('kk', salt + 3)}, 12))::text, 3, '0')`;
  return [
    ['tempat_lahir', pick('birthPlaces', 'kk', 50)],
    ['jenis_kelamin', sql`case when male then 'Laki-laki' else 'Perempuan' end`],
    [
      'no_ktp',
      // NIKs are unique (migration 0006): after the village's six digits, the member's running
      // number fills the ten of birth date and serial. Below 100 million members it starts with
      // '00', which no real NIK's birth day does, so it never meets a demo member's NIK either.
      sql`${place('nikPrefix', 'pl')} || lpad(kk::text, 10, '0')`,
    ],
    ['pendidikan_terakhir', pick('education', 'kk', 52)],
    ['status_pernikahan', pick('marital', 'kk', 53)],
    ['pekerjaan', pick('jobs', 'kk', 54)],
    ['status_kepemilikan_rumah', pick('housing', 'kk', 55)],
    ['kepemilikan_npwp', sql`case when npwp then 'Ya' else 'Tidak' end`],
    [
      'no_npwp',
      sql`case when npwp then
            lpad(mod(${hash('kk', 56)}, 100)::text, 2, '0') || '.' || lpad(mod(${hash('kk', 57)}, 1000)::text, 3, '0')
            || '.' || lpad(mod(${hash('kk', 58)}, 1000)::text, 3, '0') || '.' || mod(${hash('kk', 59)}, 10)
            || '-' || lpad(mod(${hash('kk', 60)}, 1000)::text, 3, '0') || '.000' end`,
    ],
    [
      'id_alumni',
      sql`case when final_pc = 'sudah'
            then 'PPA-' || extract(year from created_at)::int || '-' || lpad(mod(${hash('kk', 61)}, 100000)::text, 5, '0') end`,
    ],
    [
      'apakah_anggota_koperasi',
      sql`case when ${percentBelow('kk', 62, 30)} then 'Ya' else 'Tidak' end`,
    ],
    ['agama', pick('faiths', 'kk', 63)],
    ['alamat_ktp', street(64)],
    ['provinsi_ktp', place('province', 'pl')],
    ['kota_ktp', place('regency', 'pl')],
    ['kecamatan_ktp', place('district', 'pl')],
    ['kelurahan_ktp', place('village', 'pl')],
    ['kode_pos_ktp', place('postcode', 'pl')],
    ['alamat_domisili', sql`case when same_address then ${street(64)} else ${street(68)} end`],
    ['provinsi_domisili', place('province', 'dpl')],
    ['kota_domisili', place('regency', 'dpl')],
    ['kecamatan_domisili', place('district', 'dpl')],
    ['kelurahan_domisili', place('village', 'dpl')],
    ['kode_pos_domisili', place('postcode', 'dpl')],
    ['pengiriman_paket', pick('parcel', 'kk', 72)],
    [
      'no_ba',
      sql`'BA-' || extract(year from created_at)::int || '-' || lpad(mod(${hash('kk', 73)}, 1000000)::text, 6, '0')`,
    ],
  ];
};

/** [column of register_aog_mog, expression] from CTE p (the member), ref (its referring AOG) and rc (its receipt). */
const memberColumns = (person: readonly [string, SQL][]): [string, SQL][] => {
  const byAog = (aog: SQL, branch: SQL) =>
    sql`case when p.refer_aog then ${aog} else ${branch} end`;
  return [
    ['nama_lengkap', sql`p.nama`],
    ['jenis_pendaftaran', sql`p.final_type`],
    ['no_id', sql`p.final_id`],
    ['tanggal_lahir', sql`p.birth`],
    ['email', sql`p.email`],
    ['no_wa', sql`p.wa`],
    ['nomor_rekening', sql`p.rekening`],
    ['nama_bank', sql`p.bank`],
    ['apakah_sudah_mengikuti_private_class', sql`p.final_pc`],
    ...person.map(([name]): [string, SQL] => [name, sql`p.${sql.identifier(name)}`]),
    ['checked', sql`p.same_address`],
    ['cabang_pembina', sql`p.branch_name`],
    ['nama_pereferal', byAog(sql`ref.nama`, sql`p.branch_name`)],
    ['no_id_pereferal', byAog(sql`ref.reg_id`, sql`'CBG' || lpad(p.branch_id::text, 4, '0')`)],
    ['status_pereferal', byAog(sql`'aog'`, sql`'cabang'`)],
    ['no_rek_pereferal', byAog(sql`ref.rekening`, sql`'1' || lpad(p.branch_id::text, 9, '0')`)],
    ['nama_bank_pereferal', byAog(sql`ref.bank`, sql`'BCA'`)],
    ['no_wa_pereferal', byAog(sql`ref.wa`, sql`p.branch_wa`)],
    ['biaya_total', sql`p.biaya`],
    ['branch_id', sql`p.branch_id`],
    ['receipt_id', sql`rc.id`],
    ['created_by', sql`p.admin_id`],
    ['created_at', sql`p.created_at`],
    [
      'updated_at',
      sql`case when p.upgraded and p.up_status = '1' then p.up_decided else p.created_at end`,
    ],
  ];
};

/**
 * CTEs from the skeleton to p: the chunk's members with every field. Without `ids` their ID
 * numbers are left empty and no sequence moves, so the members can be computed twice.
 */
const memberCtes = (run: LargeRun, from: number, to: number, ids: boolean): SQL => {
  const places = LOOKUPS.province.length;
  const person = personFields();
  return sql`${skeleton(run, from, to)},
    ${lookups()},
    m as materialized (
      select s5.*,
             ${ids ? sql`case when is_aog then ${nextId('AOG')} else ${nextId('MOG')} end` : sql`null::text`} as reg_id,
             ${ids ? sql`case when upgraded then ${nextId('AOG')} end` : sql`null::text`} as new_id,
             max(case when is_aog then k end) over (order by k rows between unbounded preceding and 1 preceding) as ref_k
        from s5 order by k),
    p1 as (
      select m.*,
             mod(${hash('kk', 3)}, 2) = 0 as male,
             case when mod(${hash('kk', 3)}, 2) = 0 then ${pick('maleFirst', 'kk', 6)} else ${pick('femaleFirst', 'kk', 6)} end as first_name,
             case when mod(${hash('kk', 3)}, 2) = 0 then ${pick('maleLast', 'kk', 7)} else ${pick('femaleLast', 'kk', 7)} end as last_name,
             (1 + mod(${hash('kk', 8)}, ${places}::int))::int as pl,
             ${percentBelow('kk', 10, 70)} as same_address,
             ${pick('banks', 'kk', 11)} as bank,
             (created_at at time zone 'UTC')::date - (7300 + mod(${hash('kk', 12)}, 14600))::int as birth,
             ${percentBelow('kk', 20, 60)} and ref_k is not null as refer_aog,
             ${percentBelow('kk', 21, 40)} as npwp,
             case when upgraded and up_status = '1' then new_id else reg_id end as final_id,
             case when (upgraded and up_status = '1') or is_aog then 'AOG' else 'MOG' end as final_type,
             case when upgraded and up_status = '1' then up_pc else pc end as final_pc
        from m cross join lk),
    p2 as (
      select p1.*,
             case when same_address then pl else (1 + mod(${hash('kk', 9)}, ${places}::int))::int end as dpl,
             first_name || ' ' || last_name as nama,
             regexp_replace(lower(first_name || '.' || last_name), '[^a-z.]', '', 'g') || kk
               || '@' || ${pick('emailDomains', 'kk', 13)} as email,
             '+62' || ${pick('mobilePrefixes', 'kk', 14)} || lpad(mod(${hash('kk', 15)}, 100000000)::text, 8, '0') as wa,
             left((1 + mod(${hash('kk', 16)}, 9))::text || lpad(mod(${hash('kk', 17)}, 1000000000)::text, 9, '0')
                  || lpad(mod(${hash('kk', 18)}, 1000000)::text, 6, '0'), ${accountDigits}) as rekening
        from p1 cross join lk),
    p as materialized (
      select p2.*, ${sql.join(
        person.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
        sql`, `,
      )}
        from p2 cross join lk)`;
};

const isPersonal = (name: string) => (PERSONAL_FIELDS as readonly string[]).includes(name);

/**
 * The chunk's members' NIK and account numbers as the members statement computes them. SQL has
 * no key to seal them with, so the seed seals them in the application and hands them to the
 * members statement: written once, sealed, instead of written plain and rewritten (every
 * index of the members table updated a second time for a million rows).
 */
export const largePersonalSql = (run: LargeRun, from: number, to: number): SQL => {
  const columns = new Map(memberColumns(personFields()));
  return sql`
  with ${memberCtes(run, from, to, false)}
  select p.k as id, ${sql.join(
    PERSONAL_FIELDS.map((name) => sql`${columns.get(name)!} as ${sql.identifier(name)}`),
    sql`, `,
  )}
    from p left join p ref on ref.k = p.ref_k`;
};

/**
 * The chunk's members with their generated IDs, receipt items and upgrades, in one statement:
 * data-modifying CTEs share the numbered rows, and foreign keys are checked at its end.
 * `receiptsAfter` is the highest receipt id before the chunk's receipts were written; `sealed`
 * holds the members' personal values as stored, by their number k (see largePersonalSql).
 */
export const largeMembersSql = (
  run: LargeRun,
  from: number,
  to: number,
  receiptsAfter: number,
  sealed: readonly SealedMember[],
): SQL => {
  const columns = memberColumns(personFields()).map(([name, value]): [string, SQL] => [
    name,
    isPersonal(name) ? sql`sv.${sql.identifier(name)}` : value,
  ]);
  const receiptOf = (inv: string) =>
    sql`payment_receipts rc on rc.inv_name = ${sql.raw(inv)} and rc.id > ${receiptsAfter}::int`;
  return sql`
  with ${memberCtes(run, from, to, true)},
    sv as (
      select * from json_to_recordset(${JSON.stringify(sealed)}::json)
        as v(id int, ${sql.raw(PERSONAL_FIELDS.map((name) => `${name} text`).join(', '))}, no_ktp_index text)),
    ids as (
      insert into generated_ids (generate_id, type, branch_id, created_at, created_by, assigned_at, assigned_by, taken_at)
      select reg_id, case when is_aog then 'aog' else 'mog' end, branch_id, created_at - interval '10 days',
             ${run.decidedBy}::int, created_at - interval '9 days', ${run.decidedBy}::int, created_at
        from m
      union all
      select new_id, 'aog', branch_id, up_at - interval '10 days', ${run.decidedBy}::int,
             up_at - interval '9 days', ${run.decidedBy}::int, up_at
        from m where upgraded),
    ins as (
      insert into register_aog_mog (${sql.raw(columns.map(([name]) => name).join(', '))}, no_ktp_index)
      select ${sql.join(
        columns.map(([, value]) => value),
        sql`, `,
      )}, sv.no_ktp_index
        from p
        join sv on sv.id = p.k
        left join p ref on ref.k = p.ref_k
        left join ${receiptOf('p.reg_inv')} and p.reg_status in ('0', '1')
      returning *),
    registration_items as (
      insert into payment_receipt_items (receipt_id, register_id, amount)
      select rc.id, ins.id, p.biaya
        from ins join p on p.final_id = ins.no_id
        join ${receiptOf('p.reg_inv')}),
    upgrades as (
      insert into history_upgrade (register_id, no_id_lama, no_id_baru, jenis_daftar_lama, jenis_daftar_baru,
                                   apakah_sudah_mengikuti_private_class, biaya_upgrade, form, branch_id, receipt_id,
                                   tanggal_upgrade, created_by, created_at, updated_at)
      select ins.id, p.reg_id, p.new_id, 'mog', 'AOG', p.up_pc, p.up_biaya,
             (to_jsonb(ins) - 'id' - 'branch_id' - 'receipt_id' - 'created_by' - 'created_at' - 'updated_at')
               || jsonb_build_object('jenis_pendaftaran', 'AOG', 'no_id', p.new_id, 'no_id_lama', p.reg_id,
                                     'apakah_sudah_mengikuti_private_class', p.up_pc, 'biaya_upgrade', p.up_biaya),
             p.branch_id, rc.id, case when p.up_status = '1' then p.up_decided end, p.admin_id, p.up_at,
             case when p.up_status = '1' then p.up_decided else p.up_at end
        from ins join p on p.final_id = ins.no_id
        left join ${receiptOf('p.up_inv')} and p.up_status in ('0', '1')
       where p.upgraded
      returning id, no_id_baru)
  insert into payment_receipt_items (receipt_id, history_upgrade_id, amount)
  select rc.id, upgrades.id, p.up_biaya
    from upgrades join p on p.new_id = upgrades.no_id_baru
    join ${receiptOf('p.up_inv')}`;
};
