/** Duplicate members and duplicate proofs (issue 17): the form's warning, the review's flag. */
export const duplicates = {
  nikTaken: 'NIK sudah terdaftar sebagai %{no_id} di %{branch}',
  form: {
    title: 'Data ini sudah dikenal',
    no_ktp: 'Nomor KTP sudah terdaftar di %{branches}',
    email: 'Email sudah dipakai anggota di %{branches}',
    no_wa: 'Nomor Whatsapp sudah dipakai anggota di %{branches}',
    nikBlocks: 'Pendaftaran dengan NIK yang sudah terdaftar akan ditolak.',
    contactAllowed: 'Pendaftaran tetap dapat disimpan; data ini akan ditandai.',
  },
  created: 'AOG/MOG ditambahkan; ditandai karena %{fields} sudah dipakai anggota lain',
  flag: 'Kemungkinan duplikat',
  flagOf: 'Kemungkinan duplikat dari %{invoices}',
  review: {
    title: 'Bukti ini mirip dengan bukti sebelumnya',
    same: 'File yang sama',
    similar: 'Gambar mirip (selisih %{distance} bit)',
    earlier: 'Bukti sebelumnya: %{invoice}',
    thisProof: 'Bukti ini',
    openEarlier: 'Buka %{invoice}',
    earlierAlt: 'Bukti pembayaran sebelumnya %{invoice}',
    acknowledge: 'Saya sudah membandingkan bukti ini dengan bukti sebelumnya dan tetap menyetujui',
    acknowledgeRequired:
      'Bukti ini ditandai kemungkinan duplikat: centang pernyataan bahwa Anda sudah membandingkannya',
  },
} as const;
