/**
 * The user guide ('Panduan Pengguna') as data, so the words can be reviewed and changed without
 * touching the PDF layout in renderGuide.ts. Screen names, button labels and messages are those of
 * i18n/app, quoted exactly, so a reader can find on screen what the guide names.
 *
 * Inline markup: text between ** and ** is printed bold (used for labels the user clicks or reads).
 * Keep to characters the built-in Helvetica can print (Latin-1 plus – — ‘ ’ “ ” • …): no arrows.
 */

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  /** Numbered steps, in the order the user does them. */
  | { kind: 'steps'; items: string[] }
  | { kind: 'bullets'; items: string[] }
  /** A term in bold with its explanation: statuses, placeholders, messages. */
  | { kind: 'terms'; items: { term: string; text: string }[] }
  /** A highlighted remark the reader should not miss. */
  | { kind: 'note'; text: string };

export interface GuideTopic {
  heading: string;
  blocks: GuideBlock[];
}

export interface GuideSection {
  heading: string;
  /** Who the section is for, printed under the heading. */
  audience?: string;
  blocks: GuideBlock[];
  topics?: GuideTopic[];
}

export interface GuideContent {
  product: string;
  title: string;
  /** The guide's own edition; the render date is added to it on the title page. */
  version: string;
  intro: string;
  sections: GuideSection[];
}

const HOURS = 'Senin–Jumat pukul 10.00–16.00 WIB';

export const guideContent: GuideContent = {
  product: 'Dashboard Form AOG / MOG',
  title: 'Panduan Pengguna',
  version: 'Versi 1.0',
  intro:
    'Panduan ini menjelaskan cara memakai Dashboard Form AOG / MOG: pendaftaran anggota Agent Of Gold (AOG) ' +
    'dan Member Of Gold (MOG), upload bukti bayar, upgrade MOG ke AOG, serta konfirmasi pembayaran oleh kantor pusat.',
  sections: [
    {
      heading: 'Mengenal Dashboard',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Dashboard Form AOG / MOG adalah aplikasi internal untuk staf cabang dan staf kantor pusat. ' +
            'Menu yang tampil di sisi kiri layar bergantung pada grup akun Anda:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'CABANG',
              text: 'ID AOG MOG, Registration Form, Upgrade Status Anggota, Payment History dan Payment History Upgrade.',
            },
            {
              term: 'SBS',
              text: 'Generate ID, Payment (Payment Receipt dan Payment Receipt Upgrade), Inquiry Data, Statistic Member, Setting WA dan Aog Mog.',
            },
            { term: 'RND', text: 'Statistic Member.' },
            { term: 'ESS', text: 'Aog Mog dan Generate ID.' },
            { term: 'CLUB', text: 'Aog Mog dan Branch.' },
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Semua pengguna juga melihat **Dashboard**, **Help Center** dan **Sign Out**. Menu profil di bagian ' +
            'atas berisi **Profile** dan **Ganti Password**. Pesan berhasil atau gagal muncul di kanan atas layar ' +
            'dan hilang sendiri setelah 5 detik.',
        },
        {
          kind: 'note',
          text:
            'Jika muncul dialog **Update info** ("Kami telah melakukan beberapa perubahan, silahkan update"), ' +
            'klik **Update** agar Anda memakai versi aplikasi terbaru.',
        },
      ],
    },
    {
      heading: 'Masuk, Keluar dan Lupa Kata Sandi',
      audience: 'Untuk semua pengguna',
      blocks: [],
      topics: [
        {
          heading: 'Masuk (Sign In)',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Buka alamat dashboard di browser. Halaman masuk menampilkan sapaan **Selamat Datang**.',
                'Isi **Email** dan **Password** akun Anda.',
                'Klik **Sign In**. Anda langsung dibawa ke halaman **Dashboard**.',
              ],
            },
            {
              kind: 'paragraph',
              text:
                'Jika muncul "Email atau Password Salah", periksa kembali penulisan email dan password. ' +
                'Setelah 5 kali gagal dalam 15 menit, akun dikunci sementara; tunggu 15 menit lalu coba lagi.',
            },
          ],
        },
        {
          heading: 'Lupa kata sandi',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Di halaman masuk, klik **Lupa Kata Sandi? Klik disini**.',
                'Isi email akun Anda, lalu klik **Kirim**. Muncul pesan "Email telah terikim".',
                'Buka email dari Dashboard Form AOG / MOG dan klik tautan di dalamnya. Tautan berlaku 60 menit dan hanya bisa dipakai sekali.',
                'Halaman **Ubah Kata Sandi Berhasil** muncul. Kata sandi baru dikirim ke email Anda.',
                'Masuk dengan kata sandi baru tersebut, lalu segera ganti dengan kata sandi pilihan Anda melalui **Ganti Password**.',
              ],
            },
            {
              kind: 'paragraph',
              text:
                'Jika yang muncul **Gagal Ubah Kata Sandi**, tautan sudah pernah dipakai atau sudah kedaluwarsa. ' +
                'Ulangi dari langkah 1 untuk meminta tautan baru.',
            },
          ],
        },
        {
          heading: 'Keluar (Sign Out)',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Klik **Sign Out** di bagian bawah menu kiri.',
                'Pada dialog **Logout Confirmation** ("Apakah anda ingin keluar?") klik **Ya**. Klik **Tidak** untuk batal.',
              ],
            },
            {
              kind: 'paragraph',
              text: 'Demi keamanan, sesi berakhir otomatis setelah 12 jam. Selalu keluar jika memakai komputer bersama.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Halaman Dashboard',
      audience: 'Untuk semua pengguna',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Dashboard menampilkan jumlah bukti bayar hari ini (waktu Jakarta). Setiap kartu menjumlahkan ' +
            'pendaftaran baru dan upgrade; rinciannya tertulis di bawah angka.',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Menunggu Konfirmasi',
              text: 'Bukti bayar yang diupload hari ini dan belum diperiksa kantor pusat.',
            },
            { term: 'Terkonfirmasi', text: 'Bukti bayar yang disetujui hari ini.' },
            { term: 'Ditolak', text: 'Bukti bayar yang tidak disetujui hari ini.' },
            {
              term: 'Belum Upload',
              text: 'Khusus akun cabang: pendaftaran dan upgrade hari ini yang belum memiliki bukti bayar.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Akun kantor pusat juga melihat total cabang, total AOG dan MOG, progres terhadap target, grafik ' +
            'pendaftaran dan upgrade (tahunan dan bulanan) serta tabel **Top 10 Branch**.',
        },
      ],
    },
    {
      heading: 'Pendaftaran Anggota AOG / MOG',
      audience: 'Untuk akun CABANG',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Menu **Registration Form** membuka halaman **Registration List**: daftar pendaftaran cabang Anda, ' +
            'kotak aturan, dan tombol **Upgrade**, **Download Form** (template formulir kertas) serta **+ AOG/MOG Baru**.',
        },
      ],
      topics: [
        {
          heading: 'Mengisi formulir pendaftaran',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Klik **+ AOG/MOG Baru**.',
                'Isi kartu **Biodata Pendaftar**: Nama Lengkap, Jenis Pendaftaran (AOG atau MOG), Nomor ID AOG/MOG, tempat dan tanggal lahir, jenis kelamin, Nomor KTP, Email, Nomor Whatsapp, Nomor Rekening, Nama Bank, pendidikan terakhir, status pernikahan, pekerjaan, status kepemilikan rumah, Kepemilikan NPWP, keikutsertaan Private Class, Apakah Anggota Koperasi dan Agama.',
                'Pilih **Nomor ID AOG/MOG** dari daftar ID yang sudah diberikan ke cabang Anda untuk jenis yang dipilih. Ketik sebagian nomor untuk mencarinya.',
                'Jika Kepemilikan NPWP "Ya", isi nomor NPWP. Jika pendaftar sudah mengikuti Private Class ("sudah"), isi Nomor Alumni.',
                'Isi kartu **Alamat KTP**: alamat, lalu provinsi, kota/kabupaten, kecamatan dan kelurahan (setiap pilihan memuat pilihan berikutnya), dan kode pos.',
                'Centang **Apakah Alamat sekarang sama dengan alamat KTP?** bila alamat tinggal sama; alamat KTP akan disalin. Jika berbeda, isi kartu **Alamat Domisili**.',
                'Isi kartu **Pereferal**: cabang pembina, Nama Pereferal, No ID AOG/Cabang Pereferal, status pereferal (AOG atau cabang), Nomor Rekening Pereferal, Nama Bank Pereferal dan Nomor Whatsapp Pereferal.',
                'Periksa total biaya pada kartu **Rincian Pembayaran**.',
                'Klik **Simpan**, lalu pada dialog **Konfirmasi Form** ("Apakah anda yakin ingin meneruskan Form ini?") klik **Simpan**. Muncul pesan "AOG/MOG Added".',
              ],
            },
            {
              kind: 'note',
              text: `Formulir hanya dapat disimpan pada jam operasional, ${HOURS}.`,
            },
          ],
        },
        {
          heading: 'Biaya pendaftaran',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'AOG',
                  text: 'Rp 2.900.000. Jika jawaban Private Class "belum", ditambah kelas privat Rp 750.000 (total Rp 3.650.000). Jawaban "sudah" tidak dikenai biaya kelas privat.',
                },
                { term: 'MOG', text: 'Rp 420.000, tanpa biaya kelas privat.' },
              ],
            },
          ],
        },
        {
          heading: 'Jika formulir menolak disimpan',
          blocks: [
            {
              kind: 'bullets',
              items: [
                '"... tidak boleh kosong" di bawah kolom: kolom wajib belum diisi.',
                '"Format Email salah": periksa penulisan email, misalnya nama@contoh.com.',
                '"Format salah" pada nomor Whatsapp: gunakan angka saja, boleh diawali +62, misalnya 0812 3456 7890.',
                'Tanggal lahir tidak boleh di masa depan.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Upload Bukti Pembayaran',
      audience: 'Untuk akun CABANG',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Setelah pendaftar membayar, upload bukti transfer agar kantor pusat dapat mengonfirmasi. Satu bukti ' +
            'dapat mencakup beberapa pendaftar sekaligus.',
        },
        {
          kind: 'steps',
          items: [
            'Buka **Registration Form**. Centang baris pendaftar yang dibayar dengan satu transfer, atau centang kotak di judul tabel untuk memilih semua.',
            'Klik **Upload Bukti Bayar**. Tombol ini tidak aktif ("Silahkan Checklist Data dibawah terlebih dahulu") selama belum ada baris yang dicentang.',
            'Periksa total pada dialog: jumlah biaya semua baris yang dicentang. Nominal transfer harus sama dengan total ini.',
            'Pilih foto bukti transfer. Hanya file gambar (JPG, PNG atau WebP, maksimal 5 MB) yang diterima.',
            'Klik **Kirim**. Muncul pesan "Berhasil Upload Bukti Bayar" dan statusnya dapat dilihat di **Payment History**.',
          ],
        },
        {
          kind: 'bullets',
          items: [
            `Upload hanya bisa dilakukan pada jam operasional, ${HOURS}. Di luar jam itu tombol menampilkan "Sudah melewati batas waktu".`,
            'Setiap cabang maksimal 2 kali upload per hari, dihitung terpisah untuk pendaftaran dan upgrade. Gabungkan beberapa pendaftar dalam satu bukti bayar.',
          ],
        },
      ],
    },
    {
      heading: 'Riwayat Pembayaran',
      audience: 'Untuk akun CABANG',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Buka menu **Payment History** (pendaftaran baru) atau **Payment History Upgrade** (upgrade).',
            'Pilih **Status**: Lihat Semua, Menunggu Konfirmasi, Terkonfirmasi atau Tidak Disetujui. Awalnya yang tampil adalah Menunggu Konfirmasi.',
            'Tabel **List Payment** menampilkan No Invoice, Status, Jumlah Aog, Jumlah Mog, Tanggal Upload dan Total Pembayaran.',
            'Klik tombol pada kolom **Action** untuk melihat daftar pendaftar dalam invoice tersebut.',
          ],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Menunggu Konfirmasi',
              text: 'Bukti bayar sudah diterima dan sedang menunggu pemeriksaan kantor pusat.',
            },
            {
              term: 'Sudah Konfirmasi',
              text: 'Pembayaran disetujui. Tidak ada tindakan lanjutan.',
            },
            {
              term: 'Tidak Disetujui',
              text: 'Pembayaran ditolak, misalnya nominal tidak sesuai atau foto tidak terbaca. Pendaftar dalam invoice ini kembali dapat dicentang; upload ulang bukti yang benar.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Upgrade MOG ke AOG',
      audience: 'Untuk akun CABANG',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Anggota MOG dapat ditingkatkan menjadi AOG melalui menu **Upgrade Status Anggota**. Hanya anggota ' +
            'berjenis MOG yang dapat diupgrade.',
        },
      ],
      topics: [
        {
          heading: 'Mengajukan upgrade',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Buka **Upgrade Status Anggota**. Pilih cari berdasarkan **ID MOG** atau **Nama**, lalu ketik kata kuncinya.',
                'Pada baris anggota, klik **Upgrade**. Formulir terisi dari data anggota, dan nomor ID lama terisi otomatis.',
                'Pilih nomor ID AOG baru, jawab pertanyaan Private Class, dan lengkapi data yang berubah.',
                'Periksa **Rincian Pembayaran**, klik **Simpan**, lalu **Simpan** pada dialog **Konfirmasi Form**. Muncul pesan "MOG Upgraded".',
              ],
            },
            {
              kind: 'terms',
              items: [
                {
                  term: 'Biaya upgrade',
                  text: 'Rp 2.655.000. Jika jawaban Private Class "belum", ditambah Rp 750.000 (total Rp 3.405.000).',
                },
              ],
            },
          ],
        },
        {
          heading: 'Upload bukti bayar upgrade',
          blocks: [
            {
              kind: 'paragraph',
              text:
                'Di halaman **Upgrade Status Anggota**, centang baris pada tabel **List Upgrade**, lalu upload bukti ' +
                'seperti pada pendaftaran baru: aturan jam operasional dan batas 2 kali upload per hari juga berlaku. ' +
                'Statusnya dapat dilihat di **Payment History Upgrade**.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Daftar ID AOG MOG Cabang',
      audience: 'Untuk akun CABANG',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Menu **ID AOG MOG** menampilkan nomor ID yang sudah diberikan kantor pusat ke cabang Anda, dengan ' +
            'jenis (AOG atau MOG) dan status (tersedia atau sudah digunakan). Gunakan filter jenis, status dan ' +
            'pencarian untuk menemukan nomor tertentu.',
        },
        {
          kind: 'note',
          text:
            'Nomor ID hanya dapat dipilih di formulir jika statusnya tersedia. Jika ID yang tersedia habis, ' +
            'hubungi kantor pusat agar cabang Anda diberi ID baru.',
        },
      ],
    },
    {
      heading: 'Konfirmasi Pembayaran',
      audience: 'Untuk akun SBS',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Buka menu **Payment**, lalu **Payment Receipt** (pendaftaran baru) atau **Payment Receipt Upgrade** (upgrade). Awalnya tampil bukti yang Menunggu Konfirmasi.',
            'Klik tombol pada baris bukti bayar. Dialog **Konfirmasi Pembayaran** terbuka.',
            'Di tab **Bukti Pembayaran**, periksa foto bukti transfer. Di tab **Rincian**, periksa daftar pendaftar yang dibayar.',
            'Pastikan nominal pada foto sama dengan total pada **Form Konfirmasi**.',
            'Pilih **Status**: Terkonfirmasi jika sesuai, atau Tidak Disetujui jika tidak, lalu klik **Simpan**. Muncul pesan "Sukses Update" dan daftar dimuat ulang.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Pesan WhatsApp ke cabang, pendaftar dan pereferal dikirim sesuai template di **Setting WA** yang ' +
            'menyalakan **Auto Send Message**.',
        },
      ],
    },
    {
      heading: 'Generate dan Pembagian ID',
      audience: 'Untuk akun SBS dan ESS',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Menu **Generate ID** membuka halaman **Generate ID AOG MOG**. Tabel **List Generate** dapat disaring ' +
            'dengan Tipe, Status (Tersedia atau Sudah digunakan), Jumlah Permintaan (baris per halaman), Cabang dan pencarian.',
        },
      ],
      topics: [
        {
          heading: 'Membuat ID baru',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Klik **ID Aog Mog**. Dialog **Form ID Aog Mog Baru** terbuka.',
                'Isi jumlah ID yang diminta dan pilih tipe (aog atau mog).',
                'Klik **Generate** dan periksa daftar ID yang dihasilkan.',
                'Klik **Submit**. Muncul pesan "ID berhasil di generate".',
              ],
            },
          ],
        },
        {
          heading: 'Memberikan ID ke cabang',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Centang ID yang akan diberikan. Hanya ID berstatus "Belum diassign" yang dapat dicentang.',
                'Klik **Pilih Cabang**. Dialog **Cabang Generate** terbuka.',
                'Pilih cabang, lalu klik **Submit**. Muncul pesan "ID berhasil di dikirim ke cabang terpilih".',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Statistik dan Target',
      audience: 'Untuk akun SBS dan RND',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Menu **Statistic Member** membuka **AOG & MOG Statistic**: total cabang, AOG dan MOG, jumlah anggota ' +
            'yang sudah mengikuti PPA Private Class, ringkasan biaya, pencapaian **Target Year To Date** dan ' +
            '**Target Month To Date**, grafik tahunan dan bulanan, serta cabang teratas. Gunakan pemilih cabang ' +
            '(**All Branch** untuk semua cabang) lalu klik **Pilih** untuk menyaring.',
        },
      ],
      topics: [
        {
          heading: 'Mengisi target (khusus SBS)',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Klik **Input Target**. Halaman **Input Target AOG & MOG** terbuka.',
                'Pilih jenis target (pendaftaran atau upgrade) dan tahunnya. Tahun yang sudah lewat tidak dapat dipilih.',
                'Isi **Target AOG** dan **Target MOG** untuk setiap bulan, Januari sampai Desember.',
                'Klik **Save**, lalu **Yes** pada dialog **Save Confirmation**. Muncul pesan "Target Updated".',
              ],
            },
            {
              kind: 'paragraph',
              text: 'Klik **History Target** untuk melihat target yang sudah disimpan.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Inquiry dan Ubah Data Anggota',
      audience: 'Untuk akun SBS',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Buka menu **Inquiry Data**.',
            'Pilih **Cari Berdasarkan** (Nama atau No ID), lalu ketik di kotak **Cari Anggota**.',
            'Klik tautan ubah pada baris anggota. Kartu **Preview** menampilkan data anggota, pembuat data dan perubahan terakhir.',
            'Ubah data pada kartu Biodata Pendaftar, Alamat KTP, Alamat Domisili dan Pereferal. Nama, Jenis Pendaftaran dan nomor ID tidak dapat diubah.',
            'Klik **Perbaharui Data**, lalu **Simpan** pada dialog **Konfirmasi Form**. Muncul pesan "Data Upgraded".',
          ],
        },
        {
          kind: 'note',
          text: `Perubahan data hanya dapat disimpan pada jam operasional, ${HOURS}.`,
        },
      ],
    },
    {
      heading: 'Template Pesan WhatsApp',
      audience: 'Untuk akun SBS',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Buka menu **Setting WA**. Halaman **Setting WhatsApp** terbuka.',
            'Pilih tab **+ Aog Mog** (pendaftaran baru) atau **Upgrade Aog** (upgrade).',
            'Pilih penerima: **Cabang**, **Calon Aog Mog** atau **Preferal**.',
            'Pilih status yang memicu pesan: **Menunggu Konfirmasi**, **Terkonfirmasi** atau **Tidak Disetujui**.',
            'Tulis pesannya. Gunakan kode di bawah agar data pendaftar terisi otomatis.',
            'Centang **Auto Send Message** agar pesan dikirim otomatis, lalu klik **Submit**. Muncul pesan "Message notifikasi berhasil di set".',
          ],
        },
        {
          kind: 'terms',
          items: [
            { term: '{tanggal_pendaftaran}', text: 'Tanggal pendaftaran.' },
            { term: '{nama}', text: 'Nama pendaftar.' },
            { term: '{no_id}', text: 'Nomor ID anggota.' },
            { term: '{jenis_pendaftaran}', text: 'Jenis pendaftaran (AOG atau MOG).' },
            { term: '{cabang}', text: 'Nama cabang.' },
            { term: '{nama_pereferal}', text: 'Nama pereferal.' },
            { term: '{total_biaya}', text: 'Total biaya.' },
            { term: '{nama_bank}', text: 'Nama bank pendaftar.' },
            { term: '{nomor_rekening}', text: 'Nomor rekening pendaftar.' },
          ],
        },
        {
          kind: 'note',
          text:
            'Contoh: "Halo {nama}, pembayaran pendaftaran {jenis_pendaftaran} Anda sebesar {total_biaya} ' +
            'telah kami terima. Nomor ID Anda: {no_id}."',
        },
      ],
    },
    {
      heading: 'Profil dan Ganti Password',
      audience: 'Untuk semua pengguna',
      topics: [
        {
          heading: 'Mengubah profil',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Klik menu profil di bagian atas, lalu **Profile**.',
                'Ubah Nama atau foto profil (JPG, PNG atau WebP, maksimal 5 MB).',
                'Klik **Simpan**.',
              ],
            },
          ],
        },
        {
          heading: 'Mengganti password',
          blocks: [
            {
              kind: 'steps',
              items: [
                'Klik menu profil di bagian atas, lalu **Ganti Password**. Halaman **Form Ubah Password** terbuka.',
                'Isi password baru, minimal 8 karakter.',
                'Klik **Simpan**. Muncul pesan "sukses ubah password". Sesi di perangkat lain otomatis keluar.',
              ],
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      heading: 'Pemecahan Masalah',
      audience: 'Pesan yang mungkin muncul dan cara mengatasinya',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Email atau Password Salah',
              text: 'Periksa email dan password. Jika lupa, gunakan Lupa Kata Sandi? Klik disini.',
            },
            {
              term: 'Terlalu banyak percobaan, silakan coba lagi dalam 15 menit',
              text: 'Terlalu sering gagal masuk. Tunggu 15 menit sebelum mencoba lagi.',
            },
            {
              term: 'Email tidak ditemukan',
              text: 'Email tersebut tidak terdaftar. Periksa penulisannya atau hubungi kantor pusat.',
            },
            {
              term: 'Sudah melewati batas waktu',
              text: `Di luar jam operasional (${HOURS}). Simpan formulir atau upload bukti bayar pada jam operasional.`,
            },
            {
              term: 'Upload bukti pembayaran sudah mencapai limit (Maks 2 kali sehari)',
              text: 'Cabang sudah upload 2 kali hari ini. Lanjutkan pada hari kerja berikutnya, dan gabungkan beberapa pendaftar dalam satu bukti.',
            },
            {
              term: 'Silahkan Checklist Data dibawah terlebih dahulu',
              text: 'Centang minimal satu baris pendaftar sebelum klik Upload Bukti Bayar.',
            },
            {
              term: 'Foto atau Calon AOG/MOG atau Total Biaya belum diisi',
              text: 'Pilih foto bukti bayar, pastikan ada pendaftar yang dicentang dan total biaya terisi.',
            },
            {
              term: 'File harus berupa gambar JPG, PNG atau WebP',
              text: 'Bukti bayar dan foto profil harus berupa gambar, bukan PDF atau dokumen. Ukuran maksimal 5 MB.',
            },
            {
              term: 'Sesi Anda telah berakhir, silakan masuk kembali',
              text: 'Sesi sudah habis (12 jam) atau password diganti di perangkat lain. Masuk kembali.',
            },
            {
              term: 'Something went wrong',
              text: 'Terjadi gangguan. Periksa koneksi internet dan coba lagi; jika berulang, hubungi kantor pusat.',
            },
          ],
        },
      ],
    },
  ],
};
