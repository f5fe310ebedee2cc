import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { KuitansiSnapshot } from '../../domain/kuitansi';
import { encryptedText } from './encrypted';

/*
 * The whole data model. Money is whole rupiah in bigint (read as a JS
 * number: safe far beyond any fee total). Every instant is timestamptz; "days" for limits and
 * counts are Jakarta days computed by the domain code.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    city: varchar('city', { length: 150 }),
    address: text('address'),
    /** The branch's WhatsApp number, recipient of the 'Cabang' messages. */
    noWa: varchar('no_wa', { length: 30 }),
    active: boolean('active').notNull().default(true),
    /** Whether the branch is sent reminders of its forgotten work (server/reminders). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('branches_name_unique').on(t.name),
    // Names differing only in case are the same branch to a person choosing from a list.
    uniqueIndex('branches_name_lower_unique').on(sql`lower(${t.name})`),
  ],
);

/** Binary data: pg hands it over as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const groupUsers = pgTable('group_users', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
});

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'proof' (payment proof) or 'profile' (account picture). */
    kind: varchar('kind', { length: 20 }).notNull(),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    /**
     * A proof image's perceptual hash (64 bits as 16 hex digits, sharp-phash's DCT hash of the
     * stored pixels): near for the same slip re-encoded, scaled or cropped a little. Null until
     * the start-up backfill has read a file stored before it existed.
     */
    phash: varchar('phash', { length: 16 }),
    /**
     * A proof image's ink on a fixed grid (server/files/inkSignature.ts): tells apart slips of
     * one template that the perceptual hash sees alike. Null like `phash` until the backfill.
     */
    inkSignature: bytea('ink_signature'),
    /** Where the bytes are, relative to the storage root. */
    storageKey: text('storage_key').notNull(),
    /** The branch that owns a proof: only it and central staff may read it. */
    branchId: integer('branch_id').references(() => branches.id),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    /**
     * When the bytes were deleted (the retention period passed, or the member alone on the
     * receipt was erased): the row stays, as the receipt it belongs to is kept.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    check('files_kind_check', sql`${t.kind} in ('proof', 'profile')`),
    // An upload looks for the very same bytes among the earlier proofs.
    index('files_proof_sha256_idx')
      .on(t.sha256)
      .where(sql`${t.kind} = 'proof'`),
    // The retention job finds the oldest proofs still holding their bytes.
    index('files_proof_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'proof' and ${t.purgedAt} is null`),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Stored lower-case; sign-in compares lower-case. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupUsers.id),
    branchId: integer('branch_id').references(() => branches.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(t.email),
    index('admins_branch_idx').on(t.branchId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    /** sha256 of the bearer token: a stolen database does not hand out sessions. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_unique').on(t.tokenHash),
    index('sessions_admin_idx').on(t.adminId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_unique').on(t.tokenHash)],
);

/** Sign-in and reset attempts, counted per account and per address to slow guessing. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'login' or 'reset'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);

/* ---------------------------------------------------------------- regions (public look-ups) */

export const provinces = pgTable('provinces', {
  id: varchar('id', { length: 20 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const regencies = pgTable(
  'regencies',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    provinceId: varchar('province_id', { length: 20 })
      .notNull()
      .references(() => provinces.id),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [
    index('regencies_province_idx').on(t.provinceId),
    // A search without a parent matches the name's start (`lower(name) like 'abc%'`).
    index('regencies_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    regencyId: varchar('regency_id', { length: 20 })
      .notNull()
      .references(() => regencies.id),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [
    index('districts_regency_idx').on(t.regencyId),
    // A search without a parent matches the name's start (`lower(name) like 'abc%'`).
    index('districts_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const villages = pgTable(
  'villages',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    districtId: varchar('district_id', { length: 20 })
      .notNull()
      .references(() => districts.id),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [
    index('villages_district_idx').on(t.districtId),
    // A search without a parent matches the name's start (`lower(name) like 'abc%'`).
    index('villages_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/* ---------------------------------------------------------------------------- member IDs */

/** Running numbers of generated IDs, one per type: concurrency-safe and never reused. */
export const generatedIdAogSeq = pgSequence('generated_id_aog_seq', { startWith: 1 });
export const generatedIdMogSeq = pgSequence('generated_id_mog_seq', { startWith: 1 });

export const generatedIds = pgTable(
  'generated_ids',
  {
    generateId: varchar('generate_id', { length: 30 }).primaryKey(),
    /** 'aog' or 'mog'. */
    type: varchar('type', { length: 3 }).notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedBy: integer('assigned_by').references(() => admins.id),
    /** Set, atomically, when a registration or an upgrade takes the ID. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('generated_ids_type_check', sql`${t.type} in ('aog', 'mog')`),
    index('generated_ids_branch_idx').on(t.branchId, t.type, t.generateId),
    // The ID lists page in ID order for every filter (issue 15): a branch's IDs of any type,
    // the IDs no branch holds yet, and a branch's IDs nobody took (also the dropdown's).
    index('generated_ids_branch_order_idx').on(t.branchId, t.generateId),
    index('generated_ids_unassigned_idx')
      .on(t.generateId)
      .where(sql`${t.branchId} is null`),
    index('generated_ids_untaken_idx')
      .on(t.branchId, t.type, t.generateId)
      .where(sql`${t.takenAt} is null`),
    index('generated_ids_untaken_order_idx')
      .on(t.branchId, t.generateId)
      .where(sql`${t.takenAt} is null`),
    index('generated_ids_type_idx').on(t.type, t.generateId),
  ],
);

/* ------------------------------------------------------------------------------ receipts */

export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: serial('id').primaryKey(),
    /** 'registration' or 'upgrade'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    invName: varchar('inv_name', { length: 50 }).notNull(),
    /** '0' waiting, '1' confirmed, '2' rejected. */
    status: char('status', { length: 1 }).notNull().default('0'),
    countAog: integer('count_aog').notNull(),
    countMog: integer('count_mog').notNull(),
    totalBiaya: money('total_biaya').notNull(),
    imageFileId: uuid('image_file_id')
      .notNull()
      .references(() => files.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    /** When the status last changed (the upload itself for a waiting receipt). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => admins.id),
    /** Who confirmed a receipt flagged 'kemungkinan duplikat', having seen the flag, and when. */
    duplicateSeenBy: integer('duplicate_seen_by').references(() => admins.id),
    duplicateSeenAt: timestamp('duplicate_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_receipts_inv_unique').on(t.invName),
    check('payment_receipts_kind_check', sql`${t.kind} in ('registration', 'upgrade')`),
    check('payment_receipts_status_check', sql`${t.status} in ('0', '1', '2')`),
    // The lists page newest first by (created_at, id) for one status or all of them.
    index('payment_receipts_status_idx').on(t.kind, t.status, t.createdAt, t.id),
    index('payment_receipts_branch_idx').on(t.branchId, t.kind, t.status, t.createdAt, t.id),
    index('payment_receipts_kind_idx').on(t.kind, t.createdAt, t.id),
    index('payment_receipts_branch_kind_idx').on(t.branchId, t.kind, t.createdAt, t.id),
    // A branch's dashboard counts its receipts of a period from the index alone.
    index('payment_receipts_branch_changed_idx').on(
      t.branchId,
      t.statusChangedAt,
      t.kind,
      t.status,
    ),
    index('payment_receipts_changed_idx').on(t.statusChangedAt),
  ],
);

/**
 * 'Kemungkinan duplikat': an earlier receipt (any branch, kind or status) whose proof is the same
 * file (`content`) or an image within the Hamming threshold of this one's (`image`).
 */
export const receiptDuplicates = pgTable(
  'receipt_duplicates',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => paymentReceipts.id),
    earlierReceiptId: integer('earlier_receipt_id')
      .notNull()
      .references(() => paymentReceipts.id),
    match: varchar('match', { length: 10 }).notNull(),
    /** Bits differing between the two perceptual hashes (0 for the same file). */
    distance: smallint('distance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.earlierReceiptId] }),
    check('receipt_duplicates_match_check', sql`${t.match} in ('content', 'image')`),
  ],
);

/** Proof uploads per branch, kind and Jakarta day, counted in the upload's transaction. */
export const uploadCounters = pgTable(
  'upload_counters',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.kind, t.day] })],
);

/* ------------------------------------------------------------------------------- members */

export const registerAogMog = pgTable(
  'register_aog_mog',
  {
    id: serial('id').primaryKey(),
    namaLengkap: varchar('nama_lengkap', { length: 150 }).notNull(),
    /** 'AOG' or 'MOG'; an upgrade confirmed switches it. */
    jenisPendaftaran: varchar('jenis_pendaftaran', { length: 3 }).notNull(),
    noId: varchar('no_id', { length: 30 })
      .notNull()
      .references(() => generatedIds.generateId),
    tempatLahir: varchar('tempat_lahir', { length: 100 }).notNull(),
    tanggalLahir: date('tanggal_lahir', { mode: 'string' }),
    jenisKelamin: varchar('jenis_kelamin', { length: 20 }).notNull(),
    /** Encrypted at rest, as the account numbers (docs/decisions/personal-data.md). */
    noKtp: encryptedText('no_ktp').notNull(),
    /**
     * The blind index of the NIK's digits (server/personal-data): what makes two members the
     * same person, compared without decrypting. Null only for a row written as plain text
     * before migration 0013 until the start has encrypted it.
     */
    noKtpIndex: varchar('no_ktp_index', { length: 64 }),
    /**
     * Set by migration 0006 on the later holders of a NIK that was already taken before NIKs
     * were unique: they stay out of the unique index (the oldest holder is in it).
     */
    nikDuplicate: boolean('nik_duplicate').notNull().default(false),
    email: varchar('email', { length: 255 }).notNull(),
    noWa: varchar('no_wa', { length: 30 }).notNull(),
    /** The WhatsApp number as digits with the country code: 0812…, +62 812… and 62812… agree. */
    noWaNormal: varchar('no_wa_normal', { length: 30 }).generatedAlwaysAs(
      sql`regexp_replace(regexp_replace(no_wa, '[^0-9]', '', 'g'), '^0', '62')`,
    ),
    nomorRekening: encryptedText('nomor_rekening').notNull(),
    namaBank: varchar('nama_bank', { length: 100 }).notNull(),
    pendidikanTerakhir: varchar('pendidikan_terakhir', { length: 20 }).notNull(),
    statusPernikahan: varchar('status_pernikahan', { length: 20 }).notNull(),
    pekerjaan: varchar('pekerjaan', { length: 100 }).notNull(),
    statusKepemilikanRumah: varchar('status_kepemilikan_rumah', { length: 30 }).notNull(),
    kepemilikanNpwp: varchar('kepemilikan_npwp', { length: 5 }).notNull(),
    noNpwp: varchar('no_npwp', { length: 30 }),
    apakahSudahMengikutiPrivateClass: varchar('apakah_sudah_mengikuti_private_class', {
      length: 5,
    }),
    idAlumni: varchar('id_alumni', { length: 50 }),
    apakahAnggotaKoperasi: varchar('apakah_anggota_koperasi', { length: 5 }).notNull(),
    agama: varchar('agama', { length: 20 }).notNull(),

    alamatKtp: text('alamat_ktp').notNull(),
    provinsiKtp: varchar('provinsi_ktp', { length: 100 }),
    kotaKtp: varchar('kota_ktp', { length: 100 }),
    kecamatanKtp: varchar('kecamatan_ktp', { length: 100 }),
    kelurahanKtp: varchar('kelurahan_ktp', { length: 100 }),
    kodePosKtp: varchar('kode_pos_ktp', { length: 10 }).notNull(),
    negaraKtp: varchar('negara_ktp', { length: 50 }).notNull().default('Indonesia'),
    /** Region codes behind the names, so edit forms can reopen the cascading pickers. */
    idProvinsiKtp: varchar('id_provinsi_ktp', { length: 20 }),
    idKotaKtp: varchar('id_kota_ktp', { length: 20 }),
    idKecamatanKtp: varchar('id_kecamatan_ktp', { length: 20 }),
    idKelurahanKtp: varchar('id_kelurahan_ktp', { length: 20 }),

    alamatDomisili: text('alamat_domisili'),
    provinsiDomisili: varchar('provinsi_domisili', { length: 100 }),
    kotaDomisili: varchar('kota_domisili', { length: 100 }),
    kecamatanDomisili: varchar('kecamatan_domisili', { length: 100 }),
    kelurahanDomisili: varchar('kelurahan_domisili', { length: 100 }),
    kodePosDomisili: varchar('kode_pos_domisili', { length: 10 }),
    negaraDomisili: varchar('negara_domisili', { length: 50 }).notNull().default('Indonesia'),
    idProvinsiDomisili: varchar('id_provinsi_domisili', { length: 20 }),
    idKotaDomisili: varchar('id_kota_domisili', { length: 20 }),
    idKecamatanDomisili: varchar('id_kecamatan_domisili', { length: 20 }),
    idKelurahanDomisili: varchar('id_kelurahan_domisili', { length: 20 }),
    /** The domicile is the KTP address. */
    checked: boolean('checked').notNull().default(false),

    cabangPembina: varchar('cabang_pembina', { length: 150 }).notNull(),
    namaPereferal: varchar('nama_pereferal', { length: 150 }).notNull(),
    noIdPereferal: varchar('no_id_pereferal', { length: 50 }).notNull(),
    /** 'aog' or 'cabang'. */
    statusPereferal: varchar('status_pereferal', { length: 10 }),
    noRekPereferal: encryptedText('no_rek_pereferal').notNull(),
    namaBankPereferal: varchar('nama_bank_pereferal', { length: 100 }).notNull(),
    noWaPereferal: varchar('no_wa_pereferal', { length: 30 }).notNull(),

    pengirimanPaket: varchar('pengiriman_paket', { length: 100 }),
    noBa: varchar('no_ba', { length: 50 }),
    biayaTotal: money('biaya_total').notNull(),
    /**
     * The member's current answer to WhatsApp messages (the newest 'whatsapp' row of
     * `member_consents`, which keeps the history); false until one is given.
     */
    persetujuanWhatsapp: boolean('persetujuan_whatsapp').notNull().default(false),

    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The receipt currently carrying this registration's proof; null while proof is needed. */
    receiptId: integer('receipt_id').references(() => paymentReceipts.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every inquiry edit: a PATCH carrying an older one is a lost update (409). */
    version: integer('version').notNull().default(1),
    /** When an erasure request replaced the person's identifiers; the financial rows stay. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('register_aog_mog_no_id_unique').on(t.noId),
    // One member per person: two registrations of one NIK at once give one member.
    uniqueIndex('register_aog_mog_nik_unique')
      .on(t.noKtpIndex)
      .where(sql`not ${t.nikDuplicate} and ${t.noKtpIndex} is not null`),
    index('register_aog_mog_email_idx').on(sql`lower(${t.email})`),
    index('register_aog_mog_no_wa_idx').on(t.noWaNormal),
    check('register_aog_mog_type_check', sql`${t.jenisPendaftaran} in ('AOG', 'MOG')`),
    index('register_aog_mog_branch_idx').on(t.branchId, t.createdAt),
    index('register_aog_mog_receipt_idx').on(t.receiptId),
    // The AOG/MOG report pages newest first with the id breaking ties (migration 0012): without
    // it every member sharing the newest instant was read and sorted for a page of ten.
    index('register_aog_mog_created_idx').on(t.createdAt, t.id),
    // The dashboard's 'not uploaded': the few members still waiting for proof.
    index('register_aog_mog_no_receipt_idx')
      .on(t.branchId, t.createdAt)
      .where(sql`${t.receiptId} is null`),
    index('register_aog_mog_no_receipt_created_idx')
      .on(t.createdAt)
      .where(sql`${t.receiptId} is null`),
    // Migration 0007 adds INCLUDE (nama_lengkap), which drizzle cannot declare.
    index('register_aog_mog_name_idx').on(sql`lower(${t.namaLengkap}) text_pattern_ops`, t.id),
    // The inquiry's case-insensitive prefix search by ID (`lower(no_id) like 'aog12%'`).
    index('register_aog_mog_no_id_prefix_idx').on(sql`lower(${t.noId}) text_pattern_ops`),
    // The branch's registration list: its rows still without a receipt, counted and paged in
    // their default order (newest first) without reading the branch's paid rows.
    index('register_aog_mog_needing_proof_idx')
      .on(t.branchId, t.createdAt, t.id)
      .where(sql`${t.receiptId} is null`),
  ],
);

export const historyUpgrade = pgTable(
  'history_upgrade',
  {
    id: serial('id').primaryKey(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registerAogMog.id),
    noIdLama: varchar('no_id_lama', { length: 30 }).notNull(),
    noIdBaru: varchar('no_id_baru', { length: 30 })
      .notNull()
      .references(() => generatedIds.generateId),
    jenisDaftarLama: varchar('jenis_daftar_lama', { length: 3 }).notNull().default('mog'),
    jenisDaftarBaru: varchar('jenis_daftar_baru', { length: 3 }).notNull(),
    apakahSudahMengikutiPrivateClass: varchar('apakah_sudah_mengikuti_private_class', {
      length: 5,
    }),
    biayaUpgrade: money('biaya_upgrade').notNull(),
    /** The member's data as submitted with the upgrade, applied when it is confirmed. */
    form: jsonb('form').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    receiptId: integer('receipt_id').references(() => paymentReceipts.id),
    /** Set when the upgrade's receipt is confirmed. */
    tanggalUpgrade: timestamp('tanggal_upgrade', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('history_upgrade_no_id_baru_unique').on(t.noIdBaru),
    index('history_upgrade_register_idx').on(t.registerId),
    index('history_upgrade_branch_idx').on(t.branchId, t.createdAt),
    index('history_upgrade_no_receipt_idx')
      .on(t.branchId, t.createdAt)
      .where(sql`${t.receiptId} is null`),
    index('history_upgrade_no_receipt_created_idx')
      .on(t.createdAt)
      .where(sql`${t.receiptId} is null`),
    index('history_upgrade_receipt_idx').on(t.receiptId),
  ],
);

/** Every row a receipt was made for, kept after a rejection so the history stays whole. */
export const paymentReceiptItems = pgTable(
  'payment_receipt_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => paymentReceipts.id),
    registerId: integer('register_id').references(() => registerAogMog.id),
    historyUpgradeId: integer('history_upgrade_id').references(() => historyUpgrade.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    check(
      'payment_receipt_items_one_row',
      sql`(${t.registerId} is null) <> (${t.historyUpgradeId} is null)`,
    ),
    index('payment_receipt_items_receipt_idx').on(t.receiptId),
    index('payment_receipt_items_register_idx').on(t.registerId),
    index('payment_receipt_items_upgrade_idx').on(t.historyUpgradeId),
  ],
);

/**
 * A member's consents as given on a form: to the processing of personal data (registration,
 * upgrade) or to WhatsApp messages (also the inquiry edit, and withdrawn there: `given` false).
 * The wording's version and text as shown, when, and the account that recorded it.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registerAogMog.id),
    /** 'registration', 'upgrade' or 'inquiry'. */
    source: varchar('source', { length: 12 }).notNull(),
    /** 'data' or 'whatsapp' (CONSENT_KINDS). */
    kind: varchar('kind', { length: 10 }).notNull().default('data'),
    /** False records a refusal or a withdrawal (WhatsApp only: data consent is required). */
    given: boolean('given').notNull().default(true),
    version: varchar('version', { length: 20 }).notNull(),
    wording: text('wording').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => admins.id),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'member_consents_source_check',
      sql`${t.source} in ('registration', 'upgrade', 'inquiry')`,
    ),
    check('member_consents_kind_check', sql`${t.kind} in ('data', 'whatsapp')`),
    index('member_consents_register_idx').on(t.registerId, t.id),
  ],
);

/* ------------------------------------------------------------------- targets, fees, settings */

/** Organisation-wide monthly targets; `name` in the API is the year. */
export const targets = pgTable(
  'targets',
  {
    id: serial('id').primaryKey(),
    /** 'registration' or 'upgrade'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    year: integer('year').notNull(),
    month: smallint('month').notNull(),
    aog: integer('aog').notNull().default(0),
    mog: integer('mog').notNull().default(0),
    updatedBy: integer('updated_by').references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('targets_kind_year_month_unique').on(t.kind, t.year, t.month),
    check('targets_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/**
 * Rollups of the statistics (issue 10), kept by triggers in the same transaction as every change
 * of `register_aog_mog` and `history_upgrade` (see the migration's hand-written part): per
 * Jakarta day, branch and type, the registrations (typed as they registered) and upgrades
 * (typed by their new type) with their rupiah.
 */
export const memberStatsDaily = pgTable(
  'member_stats_daily',
  {
    /** 'registration' or 'upgrade'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    type: varchar('type', { length: 3 }).notNull(),
    n: integer('n').notNull().default(0),
    fee: money('fee').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.branchId, t.type] })],
);

/**
 * The same rollup per Jakarta month (`month`: its first day), kept by the same trigger function
 * (migration 0021) so that a year's or a month's statistics read a row per month, not per day.
 */
export const memberStatsMonthly = pgTable(
  'member_stats_monthly',
  {
    /** 'registration' or 'upgrade'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    type: varchar('type', { length: 3 }).notNull(),
    n: integer('n').notNull().default(0),
    fee: money('fee').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month, t.branchId, t.type] })],
);

/**
 * Registrations and upgrades still waiting for their proof of payment (no receipt), per Jakarta
 * day of their creation and branch, kept by migration 0024's trigger in the transaction of each
 * change: what the dashboard shows as 'belum upload' without counting the members.
 */
export const pendingProofDaily = pgTable(
  'pending_proof_daily',
  {
    /** 'registration' or 'upgrade'. */
    kind: varchar('kind', { length: 12 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.branchId] })],
);

/** The same per Jakarta month (its first day), for ranges of whole months: a year is 12 rows a branch. */
export const pendingProofMonthly = pgTable(
  'pending_proof_monthly',
  {
    kind: varchar('kind', { length: 12 }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month, t.branchId] })],
);

/** Members by their type now and private-class answer ('' for none), kept like the above. */
export const memberStatsCurrent = pgTable(
  'member_stats_current',
  {
    type: varchar('type', { length: 3 }).notNull(),
    privateClass: varchar('private_class', { length: 5 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.privateClass] })],
);

/**
 * Members per the first four characters of their lowered name (issue 11), kept like the above:
 * a search by a name prefix of up to four characters sums these rows instead of counting its
 * matches (the common 'sit' has 6,600 of a million members).
 */
export const memberNamePrefixes = pgTable(
  'member_name_prefixes',
  {
    prefix: varchar('prefix', { length: 4 }).primaryKey(),
    n: integer('n').notNull().default(0),
  },
  (t) => [index('member_name_prefixes_pattern_idx').on(sql`${t.prefix} text_pattern_ops`)],
);

/**
 * Exact totals of the lists (issue 15), kept by triggers in the same transaction as every change
 * of `payment_receipts` and `generated_ids` (see migration 0007), so a page never counts a
 * table: receipts per kind, status and branch; per Jakarta day of their last status change
 * for the central dashboard; generated IDs per type, branch (0: none yet) and taken or not.
 */
export const receiptCounts = pgTable(
  'receipt_counts',
  {
    kind: varchar('kind', { length: 12 }).notNull(),
    status: char('status', { length: 1 }).notNull(),
    branchId: integer('branch_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status, t.branchId] })],
);

export const receiptStatsDaily = pgTable(
  'receipt_stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    status: char('status', { length: 1 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.status] })],
);

export const generatedIdCounts = pgTable(
  'generated_id_counts',
  {
    type: varchar('type', { length: 3 }).notNull(),
    branchId: integer('branch_id').notNull(),
    taken: boolean('taken').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.branchId, t.taken] })],
);

/**
 * The anchors of deep pages (issue 15, migration 0009): the central lists' rows counted per
 * bucket of their order, kept like the totals above. A page far down a list sums these rows to
 * find the bucket it starts in and walks only that bucket's index entries, not every row before
 * it: receipts per kind, status and Jakarta day of upload; generated IDs per type, block (the
 * ID without its last four digits: 10,000 running numbers) and assigned to a branch or not.
 */
export const receiptUploadDays = pgTable(
  'receipt_upload_days',
  {
    kind: varchar('kind', { length: 12 }).notNull(),
    status: char('status', { length: 1 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status, t.day] })],
);

export const generatedIdBlocks = pgTable(
  'generated_id_blocks',
  {
    type: varchar('type', { length: 3 }).notNull(),
    block: varchar('block', { length: 30 }).notNull(),
    assigned: boolean('assigned').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.block, t.assigned] })],
);

/** Fees by effective date; the row in force is the latest one not after today. */
export const feeSchedules = pgTable('fee_schedules', {
  id: serial('id').primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull().unique(),
  registrationAog: money('registration_aog').notNull(),
  registrationMog: money('registration_mog').notNull(),
  upgradeAog: money('upgrade_aog').notNull(),
  upgradeOther: money('upgrade_other').notNull(),
  privateClass: money('private_class').notNull(),
  createdAt: createdAt(),
});

/** Operating hours, upload limit, help-center URL, notice: one JSON value per key. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => admins.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* -------------------------------------------------------------------------- WhatsApp, mail */

export const waTemplates = pgTable(
  'wa_templates',
  {
    id: serial('id').primaryKey(),
    /** 'create', 'upgrade' or 'reminder' (domain/templates.ts). */
    actionOn: varchar('action_on', { length: 10 }).notNull(),
    /** 'branch', 'user' (the registrant) or 'preferal' (the referrer). */
    type: varchar('type', { length: 10 }).notNull(),
    status: char('status', { length: 1 }).notNull(),
    message: text('message').notNull(),
    autoSend: boolean('auto_send').notNull().default(false),
    updatedBy: integer('updated_by').references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The message template's id on the WhatsApp Business Account, once submitted. */
    waTemplateId: varchar('wa_template_id', { length: 64 }),
    /** Its review status there (WA_TEMPLATE_STATUSES); null while not submitted. */
    waStatus: varchar('wa_status', { length: 10 }),
    /** Why it was rejected or paused, as the API says. */
    waReason: text('wa_reason'),
    /** Why the last submission failed; null once it went through. */
    waError: text('wa_error'),
  },
  (t) => [
    check(
      'wa_templates_wa_status_check',
      sql`${t.waStatus} in ('PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED')`,
    ),
    uniqueIndex('wa_templates_unique').on(t.actionOn, t.type, t.status),
    check('wa_templates_action_check', sql`${t.actionOn} in ('create', 'upgrade', 'reminder')`),
    check('wa_templates_type_check', sql`${t.type} in ('branch', 'user', 'preferal')`),
    // A receipt status for 'create' and 'upgrade'; a reminder's kind ('p', 'i') for 'reminder'.
    check('wa_templates_status_check', sql`${t.status} in ('0', '1', '2', 'p', 'i')`),
  ],
);

/** Messages to deliver (WhatsApp, e-mail), written in the transaction that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'whatsapp', 'email' or 'push' (recipient: a push_subscriptions id). */
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** 'pending', 'waiting' (for its template's approval), 'sent', 'failed', or 'skipped' (never sent: see `skipReason`). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Why a skipped message was not sent (NOT_SENT_REASONS), e.g. 'no_consent'. */
    skipReason: varchar('skip_reason', { length: 20 }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the message until then; another may take it after a crash. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * How many times a worker has taken the message; never reset. A worker renews the lease or
     * writes the result only while the count is still the one its claim set (a fence), so a
     * worker whose lease ran out cannot undo or repeat the work of the one that took over.
     */
    claims: integer('claims').notNull().default(0),
    lastError: text('last_error'),
    /** What caused it, e.g. receipt 12 moving to status 1 for recipient type 'user'. */
    refType: varchar('ref_type', { length: 30 }),
    refId: varchar('ref_id', { length: 50 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The WhatsApp Cloud API's id of the message as last sent ('wamid.…'); its receipts name it. */
    wamid: varchar('wamid', { length: 128 }),
    /** A WhatsApp message's template ('create:user:1') and its parameter values, in order. */
    templateKey: varchar('template_key', { length: 20 }),
    templateParams: jsonb('template_params').$type<string[]>(),
    /** An e-mail carrying this receipt document: rendered and attached when it is sent. */
    kuitansiId: integer('kuitansi_id').references(() => kuitansi.id),
  },
  (t) => [
    // 'waiting': for its template's approval; released by the webhook, or failed after a bound.
    // 'skipped': recorded, never sent (see `skipReason`).
    check(
      'outbox_status_check',
      sql`${t.status} in ('pending', 'waiting', 'sent', 'failed', 'skipped')`,
    ),
    check('outbox_channel_check', sql`${t.channel} in ('whatsapp', 'email', 'push')`),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_list_idx').on(t.channel, t.status, t.id),
    // Not unique: a repeated id from the API must never fail the write that ends a send.
    index('outbox_wamid_idx').on(t.wamid),
    index('outbox_template_idx').on(t.templateKey, t.status),
  ],
);

/**
 * What the WhatsApp Cloud API last reported about a message (its status webhook), by its id.
 * Kept apart from the outbox so that a report arriving before the sender recorded the id is
 * not lost.
 */
export const whatsappReceipts = pgTable(
  'whatsapp_receipts',
  {
    wamid: varchar('wamid', { length: 128 }).primaryKey(),
    /** 'sent', 'delivered', 'read' or 'failed'; only ever moves forward. */
    status: varchar('status', { length: 10 }).notNull(),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    /** When the API says it happened (the event's timestamp). */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'whatsapp_receipts_status_check',
      sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/* -------------------------------------------------------------------------- Web Push */

/** The server's VAPID key pair, made on first start when the environment gives none. */
export const pushKeys = pgTable('push_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** One browser of one account that accepted notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 120 }).notNull(),
    auth: varchar('auth', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A browser's endpoint belongs to whoever signed in on it last.
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_admin_idx').on(t.adminId),
  ],
);

/** Which kinds of notification an account wants; no row means all of them. */
export const pushPreferences = pgTable('push_preferences', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  proofWaiting: boolean('proof_waiting').notNull().default(true),
  receiptDecided: boolean('receipt_decided').notNull().default(true),
  idsAssigned: boolean('ids_assigned').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last start of each scheduled job, shared by every instance: an instance runs a job only by
 * moving its row's time forward from what it read, so one run happens per period in all.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: varchar('name', { length: 50 }).primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Every reminder sent: one per item and period (domain/reminders.ts). The key is what keeps it
 * once across instances and restarts; the outbox holds the message itself.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    /** 'proof', 'unused_id' or 'waiting_receipt' (REMINDER_KINDS). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The registration's or receipt's id, or the ID itself. */
    itemId: varchar('item_id', { length: 30 }).notNull(),
    period: integer('period').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.period] }),
    check('reminders_sent_kind_check', sql`${t.kind} in ('proof', 'unused_id', 'waiting_receipt')`),
  ],
);

/** Who changed what and when, for every change of a member, receipt, ID, target or setting. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').references(() => admins.id),
    action: varchar('action', { length: 50 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: varchar('entity_id', { length: 50 }).notNull(),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id)],
);

/* ---------------------------------------------------------------------- bank reconciliation */

/**
 * The accounts a branch pays from. The number and the holder are personal data, sealed like a
 * member's: matching reads every branch's accounts and searches the description in code.
 */
export const branchBankAccounts = pgTable(
  'branch_bank_accounts',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The account's place in the branch's list, as the administrator ordered them. */
    position: smallint('position').notNull(),
    bank: varchar('bank', { length: 50 }).notNull(),
    nomorRekening: encryptedText('nomor_rekening').notNull(),
    namaPemilik: encryptedText('nama_pemilik').notNull(),
  },
  (t) => [uniqueIndex('branch_bank_accounts_position_unique').on(t.branchId, t.position)],
);

/** A statement layout's column mapping, by the fingerprint of its normalised header. */
export const bankColumnMappings = pgTable('bank_column_mappings', {
  fingerprint: varchar('fingerprint', { length: 64 }).primaryKey(),
  mapping: jsonb('mapping').notNull(),
  updatedBy: integer('updated_by').references(() => admins.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One credit line of the organisation's bank statement. Its identity is (day, description,
 * amount, occurrence: the n-th such line of its file), so a re-imported or overlapping
 * statement adds nothing twice. `receipt_id` is unique: one line, one receipt.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    keterangan: varchar('keterangan', { length: 500 }).notNull(),
    kredit: money('kredit').notNull(),
    occurrence: integer('occurrence').notNull(),
    receiptId: integer('receipt_id').references(() => paymentReceipts.id),
    /** The state of a line with no receipt: candidates to look at, or none. */
    review: varchar('review', { length: 12 }).notNull(),
    /** When the line was last matched: receipts uploaded after it are tried on the next read. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    importedBy: integer('imported_by').references(() => admins.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('bank_statement_lines_kredit_check', sql`${t.kredit} > 0`),
    check('bank_statement_lines_review_check', sql`${t.review} in ('perlu_dicek', 'tidak_cocok')`),
    uniqueIndex('bank_statement_lines_identity_unique').on(
      t.tanggal,
      t.keterangan,
      t.kredit,
      t.occurrence,
    ),
    uniqueIndex('bank_statement_lines_receipt_unique').on(t.receiptId),
    index('bank_statement_lines_kredit_idx').on(t.kredit, t.tanggal),
    index('bank_statement_lines_list_idx').on(t.tanggal, t.id),
  ],
);

/* ------------------------------------------------------------------------------ kuitansi */

/** The last number given in each year: its row lock keeps the numbering gap-free. */
export const kuitansiCounters = pgTable(
  'kuitansi_counters',
  {
    year: smallint('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('kuitansi_counters_last_check', sql`${t.last} > 0`)],
);

/** A confirmed receipt's document ('Kuitansi'), issued in the confirmation's transaction. */
export const kuitansi = pgTable(
  'kuitansi',
  {
    id: serial('id').primaryKey(),
    /** 'KW/2026/000123' (domain/kuitansi.ts). */
    number: varchar('number', { length: 20 }).notNull(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => paymentReceipts.id),
    /** The verification code the QR code carries. */
    code: char('code', { length: 26 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => admins.id),
    /** Everything the document prints, as it was at issue: the PDF is rendered from it. */
    snapshot: jsonb('snapshot').$type<KuitansiSnapshot>().notNull(),
  },
  (t) => [
    check('kuitansi_sequence_check', sql`${t.sequence} > 0`),
    uniqueIndex('kuitansi_number_unique').on(t.number),
    uniqueIndex('kuitansi_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('kuitansi_receipt_unique').on(t.receiptId),
    uniqueIndex('kuitansi_code_unique').on(t.code),
  ],
);
