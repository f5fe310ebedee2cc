import type { NameStyle } from './demoNames';

/**
 * The demo branches and the real places around them. Names follow the spelling of the region
 * data the app loads (idn-area-data: Title Case, 'Kota Administrasi …' for Jakarta), so a demo
 * member's address reads like one picked with the cascading region pickers.
 */
export interface Village {
  name: string;
  postcode: string;
}

export interface District {
  name: string;
  /** Two digits, the district's part of a KTP number (NIK). */
  code: string;
  villages: Village[];
}

export interface Region {
  province: string;
  regency: string;
  /** Province and regency digits, the first four of a KTP number (NIK). */
  regencyCode: string;
  districts: District[];
}

export interface DemoBranch {
  name: string;
  city: string;
  address: string;
  noWa: string;
  region: Region;
  /** The mix of naming traditions among the branch's members, by weight. */
  styles: readonly (readonly [NameStyle, number])[];
  /** Relative number of members over the demo period. */
  volume: number;
}

/** 'Kebayoran Baru: Senayan 12190, Gunung 12120' → a district with its villages. */
const districts = (...lines: string[]): District[] =>
  lines.map((line, index) => {
    const [name, list] = line.split(': ');
    if (!name || !list) throw new Error(`Bad district line: ${line}`);
    return {
      name,
      code: String(index + 1).padStart(2, '0'),
      villages: list.split(', ').map((entry) => {
        const match = /^(.+) (\d{5})$/.exec(entry);
        if (!match?.[1] || !match[2]) throw new Error(`Bad village entry: ${entry}`);
        return { name: match[1], postcode: match[2] };
      }),
    };
  });

const region = (
  province: string,
  regency: string,
  regencyCode: string,
  ...lines: string[]
): Region => ({
  province,
  regency,
  regencyCode,
  districts: districts(...lines),
});

const JAKARTA = 'Daerah Khusus Ibukota Jakarta';
const JAKARTA_MIX = [
  ['jawa', 45],
  ['sunda', 15],
  ['batak', 10],
  ['tionghoa', 10],
  ['melayu', 10],
  ['bugis', 5],
  ['minahasa', 5],
] as const;

export const DEMO_BRANCHES: readonly DemoBranch[] = [
  {
    name: 'Cabang Jakarta Selatan',
    city: 'Jakarta Selatan',
    address: 'Jl. RS Fatmawati Raya No. 15, Cilandak, Jakarta Selatan 12430',
    noWa: '+6281190012001',
    region: region(
      JAKARTA,
      'Kota Administrasi Jakarta Selatan',
      '3174',
      'Kebayoran Baru: Senayan 12190, Gunung 12120, Kramat Pela 12130, Melawai 12160',
      'Tebet: Tebet Barat 12810, Tebet Timur 12820, Manggarai 12850',
      'Cilandak: Cipete Selatan 12410, Gandaria Selatan 12420, Pondok Labu 12450',
      'Pasar Minggu: Pejaten Barat 12510, Ragunan 12550, Jati Padang 12540',
      'Jagakarsa: Jagakarsa 12620, Srengseng Sawah 12640',
    ),
    styles: JAKARTA_MIX,
    volume: 240,
  },
  {
    name: 'Cabang Bandung',
    city: 'Bandung',
    address: 'Jl. Ir. H. Juanda No. 88, Coblong, Bandung 40132',
    noWa: '+6281190012002',
    region: region(
      'Jawa Barat',
      'Kota Bandung',
      '3273',
      'Coblong: Dago 40135, Lebak Siliwangi 40132, Sekeloa 40134',
      'Sukajadi: Pasteur 40161, Sukagalih 40163',
      'Buahbatu: Cijaura 40287, Sekejati 40286',
      'Antapani: Antapani Kidul 40291, Antapani Tengah 40291',
      'Cibeunying Kaler: Cigadung 40191, Sukaluyu 40123',
    ),
    styles: [
      ['sunda', 75],
      ['jawa', 15],
      ['tionghoa', 5],
      ['batak', 5],
    ],
    volume: 210,
  },
  {
    name: 'Cabang Surabaya',
    city: 'Surabaya',
    address: 'Jl. Raya Darmo No. 109, Wonokromo, Surabaya 60241',
    noWa: '+6281190012003',
    region: region(
      'Jawa Timur',
      'Kota Surabaya',
      '3578',
      'Gubeng: Airlangga 60286, Gubeng 60281, Mojo 60285',
      'Wonokromo: Darmo 60241, Jagir 60244, Ngagel 60246',
      'Rungkut: Kalirungkut 60293, Penjaringansari 60297',
      'Tegalsari: Keputran 60265, Kedungdoro 60261',
      'Sukolilo: Keputih 60111, Klampis Ngasem 60117',
    ),
    styles: [
      ['jawa', 80],
      ['tionghoa', 10],
      ['melayu', 5],
      ['bugis', 5],
    ],
    volume: 160,
  },
  {
    name: 'Cabang Medan',
    city: 'Medan',
    address: 'Jl. Gatot Subroto No. 210, Medan Petisah, Medan 20112',
    noWa: '+6281190012004',
    region: region(
      'Sumatera Utara',
      'Kota Medan',
      '1271',
      'Medan Baru: Babura 20153, Petisah Hulu 20153, Padang Bulan 20155',
      'Medan Helvetia: Helvetia Timur 20124, Dwi Kora 20123',
      'Medan Johor: Gedung Johor 20144, Kwala Bekala 20142',
      'Medan Sunggal: Sunggal 20128, Tanjung Rejo 20122',
    ),
    styles: [
      ['batak', 50],
      ['melayu', 25],
      ['jawa', 15],
      ['tionghoa', 10],
    ],
    volume: 145,
  },
  {
    name: 'Cabang Makassar',
    city: 'Makassar',
    address: 'Jl. A. P. Pettarani No. 45, Rappocini, Makassar 90222',
    noWa: '+6281190012005',
    region: region(
      'Sulawesi Selatan',
      'Kota Makassar',
      '7371',
      'Panakkukang: Pandang 90231, Masale 90231, Karuwisi 90232',
      'Rappocini: Banta-Bantaeng 90222, Gunung Sari 90221, Tidung 90224',
      'Tamalanrea: Tamalanrea 90245, Tamalanrea Indah 90245',
      'Mamajang: Mamajang Dalam 90135, Bonto Lebang 90132',
    ),
    styles: [
      ['bugis', 80],
      ['jawa', 10],
      ['tionghoa', 5],
      ['minahasa', 5],
    ],
    volume: 125,
  },
  {
    name: 'Cabang Jakarta Timur',
    city: 'Jakarta Timur',
    address: 'Jl. Jatinegara Barat No. 122, Jatinegara, Jakarta Timur 13320',
    noWa: '+6281190012006',
    region: region(
      JAKARTA,
      'Kota Administrasi Jakarta Timur',
      '3175',
      'Jatinegara: Bidara Cina 13330, Cipinang Besar Utara 13410, Rawa Bunga 13350',
      'Duren Sawit: Pondok Kopi 13460, Klender 13470, Duren Sawit 13440',
      'Cakung: Pulo Gebang 13950, Cakung Barat 13910',
      'Kramatjati: Cawang 13630, Kramatjati 13510',
    ),
    styles: JAKARTA_MIX,
    volume: 120,
  },
  {
    name: 'Cabang Jakarta Barat',
    city: 'Jakarta Barat',
    address: 'Jl. Panjang No. 5, Kebon Jeruk, Jakarta Barat 11530',
    noWa: '+6281190012007',
    region: region(
      JAKARTA,
      'Kota Administrasi Jakarta Barat',
      '3173',
      'Kebon Jeruk: Kebon Jeruk 11530, Kedoya Utara 11520, Sukabumi Utara 11540',
      'Cengkareng: Cengkareng Barat 11730, Kapuk 11720, Rawa Buaya 11740',
      'Grogol Petamburan: Tanjung Duren Utara 11470, Jelambar 11460, Tomang 11440',
      'Pal Merah: Slipi 11410, Kemanggisan 11480',
    ),
    styles: JAKARTA_MIX,
    volume: 110,
  },
  {
    name: 'Cabang Bekasi',
    city: 'Bekasi',
    address: 'Jl. Ahmad Yani No. 18, Bekasi Selatan, Bekasi 17144',
    noWa: '+6281190012008',
    region: region(
      'Jawa Barat',
      'Kota Bekasi',
      '3275',
      'Bekasi Selatan: Kayuringinjaya 17144, Pekayonjaya 17148, Jakamulya 17146',
      'Bekasi Barat: Kranji 17135, Bintara 17134',
      'Rawalumbu: Bojong Rawalumbu 17116, Sepanjangjaya 17114',
      'Jatiasih: Jatiasih 17423, Jatirasa 17424',
    ),
    styles: [
      ['jawa', 45],
      ['sunda', 30],
      ['batak', 10],
      ['melayu', 10],
      ['tionghoa', 5],
    ],
    volume: 110,
  },
  {
    name: 'Cabang Tangerang',
    city: 'Tangerang',
    address: 'Jl. Daan Mogot No. 40, Tangerang 15111',
    noWa: '+6281190012009',
    region: region(
      'Banten',
      'Kota Tangerang',
      '3671',
      'Cipondoh: Cipondoh 15148, Poris Plawad 15141, Ketapang 15147',
      'Karawaci: Karawaci Baru 15116, Cimone 15114',
      'Tangerang: Babakan 15118, Sukasari 15118',
      'Ciledug: Sudimara Barat 15151, Tajur 15152',
    ),
    styles: [
      ['sunda', 35],
      ['jawa', 35],
      ['tionghoa', 15],
      ['batak', 5],
      ['melayu', 10],
    ],
    volume: 100,
  },
  {
    name: 'Cabang Depok',
    city: 'Depok',
    address: 'Jl. Margonda Raya No. 301, Beji, Depok 16424',
    noWa: '+6281190012010',
    region: region(
      'Jawa Barat',
      'Kota Depok',
      '3276',
      'Beji: Beji 16421, Kemiri Muka 16423, Pondok Cina 16424',
      'Pancoran Mas: Depok 16431, Pancoran Mas 16436, Mampang 16433',
      'Sukmajaya: Mekarjaya 16411, Abadijaya 16417',
      'Cimanggis: Tugu 16451, Cisalak Pasar 16452',
    ),
    styles: [
      ['sunda', 40],
      ['jawa', 40],
      ['batak', 10],
      ['melayu', 10],
    ],
    volume: 90,
  },
  {
    name: 'Cabang Bogor',
    city: 'Bogor',
    address: 'Jl. Pajajaran No. 27, Bogor Tengah, Bogor 16128',
    noWa: '+6281190012011',
    region: region(
      'Jawa Barat',
      'Kota Bogor',
      '3271',
      'Bogor Tengah: Paledang 16122, Pabaton 16121, Babakan 16128',
      'Bogor Barat: Cilendek Barat 16112, Menteng 16111, Sindang Barang 16117',
      'Tanah Sareal: Kedung Badak 16164, Kebon Pedes 16162',
      'Bogor Utara: Bantarjati 16153, Tegal Gundil 16152',
    ),
    styles: [
      ['sunda', 75],
      ['jawa', 20],
      ['tionghoa', 5],
    ],
    volume: 90,
  },
  {
    name: 'Cabang Semarang',
    city: 'Semarang',
    address: 'Jl. Pandanaran No. 64, Semarang Tengah, Semarang 50134',
    noWa: '+6281190012012',
    region: region(
      'Jawa Tengah',
      'Kota Semarang',
      '3374',
      'Semarang Tengah: Sekayu 50132, Pekunden 50134, Kembangsari 50133',
      'Banyumanik: Banyumanik 50264, Srondol Wetan 50263, Pedalangan 50268',
      'Tembalang: Tembalang 50275, Bulusan 50277, Sendangmulyo 50272',
      'Candisari: Jatingaleh 50254, Candi 50257',
    ),
    styles: [
      ['jawa', 90],
      ['tionghoa', 10],
    ],
    volume: 110,
  },
  {
    name: 'Cabang Yogyakarta',
    city: 'Yogyakarta',
    address: 'Jl. Laksda Adisucipto No. 23, Gondokusuman, Yogyakarta 55221',
    noWa: '+6281190012013',
    region: region(
      'Daerah Istimewa Yogyakarta',
      'Kota Yogyakarta',
      '3471',
      'Gondokusuman: Baciro 55225, Demangan 55221, Terban 55223',
      'Umbulharjo: Warungboto 55164, Muja Muju 55165, Giwangan 55163',
      'Jetis: Cokrodiningratan 55233, Bumijo 55231',
      'Mergangsan: Wirogunan 55151, Keparakan 55152',
    ),
    styles: [
      ['jawa', 90],
      ['tionghoa', 5],
      ['ntt', 5],
    ],
    volume: 90,
  },
  {
    name: 'Cabang Solo',
    city: 'Surakarta',
    address: 'Jl. Slamet Riyadi No. 275, Laweyan, Surakarta 57141',
    noWa: '+6281190012014',
    region: region(
      'Jawa Tengah',
      'Kota Surakarta',
      '3372',
      'Laweyan: Laweyan 57148, Sondakan 57147, Purwosari 57142',
      'Banjarsari: Manahan 57139, Sumber 57138, Kadipiro 57136',
      'Jebres: Jebres 57126, Mojosongo 57127',
      'Pasar Kliwon: Baluwarti 57144, Kauman 57112',
    ),
    styles: [
      ['jawa', 92],
      ['tionghoa', 8],
    ],
    volume: 80,
  },
  {
    name: 'Cabang Malang',
    city: 'Malang',
    address: 'Jl. Soekarno Hatta No. 9, Lowokwaru, Malang 65141',
    noWa: '+6281190012015',
    region: region(
      'Jawa Timur',
      'Kota Malang',
      '3573',
      'Lowokwaru: Dinoyo 65144, Ketawanggede 65145, Jatimulyo 65141',
      'Klojen: Oro-oro Dowo 65119, Kauman 65119, Rampalcelaket 65111',
      'Blimbing: Blimbing 65125, Purwantoro 65122',
      'Sukun: Bandungrejosari 65148, Sukun 65147',
    ),
    styles: [
      ['jawa', 90],
      ['tionghoa', 5],
      ['ntt', 5],
    ],
    volume: 90,
  },
  {
    name: 'Cabang Denpasar',
    city: 'Denpasar',
    address: 'Jl. Teuku Umar No. 160, Denpasar Barat, Denpasar 80113',
    noWa: '+6281190012016',
    region: region(
      'Bali',
      'Kota Denpasar',
      '5171',
      'Denpasar Selatan: Sanur 80227, Panjer 80225, Sesetan 80223, Renon 80226',
      'Denpasar Barat: Dauh Puri 80113, Padangsambian 80117, Pemecutan 80119',
      'Denpasar Timur: Kesiman 80237, Dangin Puri 80232',
      'Denpasar Utara: Peguyangan 80115, Ubung 80116',
    ),
    styles: [
      ['bali', 80],
      ['jawa', 15],
      ['ntt', 5],
    ],
    volume: 80,
  },
  {
    name: 'Cabang Palembang',
    city: 'Palembang',
    address: 'Jl. Jenderal Sudirman No. 1088, Ilir Barat I, Palembang 30137',
    noWa: '+6281190012017',
    region: region(
      'Sumatera Selatan',
      'Kota Palembang',
      '1671',
      'Ilir Barat Satu: Bukitlama 30139, Demang-Lebardaun 30137, Lorokpakjo 30137',
      'Kemuning: Sekipjaya 30126, Pipareja 30127',
      'Sukarami: Sukarami 30152, Sukabangun 30151, Talangbetutu 30155',
      'Kalidoni: Kalidoni 30118, Sungaiselayur 30119',
    ),
    styles: [
      ['melayu', 70],
      ['jawa', 20],
      ['tionghoa', 10],
    ],
    volume: 90,
  },
  {
    name: 'Cabang Pekanbaru',
    city: 'Pekanbaru',
    address: 'Jl. Jenderal Sudirman No. 395, Sukajadi, Pekanbaru 28121',
    noWa: '+6281190012018',
    region: region(
      'Riau',
      'Kota Pekanbaru',
      '1471',
      'Sukajadi: Kampung Melayu 28122, Jadirejo 28121',
      'Marpoyan Damai: Tangkerang Barat 28282, Maharatu 28284',
      'Payung Sekaki: Labuh Baru Timur 28291, Tampan 28292',
      'Bukit Raya: Simpang Tiga 28284, Tangkerang Labuai 28281',
    ),
    styles: [
      ['melayu', 60],
      ['batak', 20],
      ['jawa', 15],
      ['tionghoa', 5],
    ],
    volume: 70,
  },
  {
    name: 'Cabang Padang',
    city: 'Padang',
    address: 'Jl. Khatib Sulaiman No. 52, Padang Utara, Padang 25133',
    noWa: '+6281190012019',
    region: region(
      'Sumatera Barat',
      'Kota Padang',
      '1371',
      'Padang Utara: Air Tawar Barat 25132, Ulak Karang Utara 25133, Gunung Pangilun 25137',
      'Kuranji: Kuranji 25157, Pasar Ambacang 25152',
      'Koto Tangah: Lubuk Buaya 25173, Dadok Tunggul Hitam 25176',
      'Padang Barat: Belakang Tangsi 25118, Olo 25117',
    ),
    styles: [
      ['melayu', 90],
      ['jawa', 5],
      ['batak', 5],
    ],
    volume: 60,
  },
  {
    name: 'Cabang Bandar Lampung',
    city: 'Bandar Lampung',
    address: 'Jl. Raden Intan No. 71, Tanjung Karang Pusat, Bandar Lampung 35118',
    noWa: '+6281190012020',
    region: region(
      'Lampung',
      'Kota Bandar Lampung',
      '1871',
      'Tanjungkarang Pusat: Durian Payung 35116, Gotong Royong 35119',
      'Way Halim: Way Halim Permai 35136, Jagabaya II 35132',
      'Rajabasa: Rajabasa 35144, Gedong Meneng 35145',
      'Sukarame: Sukarame 35131, Way Dadi 35131',
    ),
    styles: [
      ['jawa', 50],
      ['melayu', 35],
      ['sunda', 10],
      ['tionghoa', 5],
    ],
    volume: 70,
  },
  {
    name: 'Cabang Pontianak',
    city: 'Pontianak',
    address: 'Jl. Gajah Mada No. 120, Pontianak Selatan, Pontianak 78121',
    noWa: '+6281190012021',
    region: region(
      'Kalimantan Barat',
      'Kota Pontianak',
      '6171',
      'Pontianak Kota: Daratsekip 78117, Sungaibangkong 78116, Mariana 78117',
      'Pontianak Selatan: Akcaya 78121, Benuamelayu Darat 78122, Parittokaya 78121',
      'Pontianak Barat: Sungaibeliung 78113, Pallima 78114',
      'Pontianak Tenggara: Bansir Laut 78124, Bangkabelitung Darat 78124',
    ),
    styles: [
      ['melayu', 50],
      ['tionghoa', 30],
      ['jawa', 15],
      ['ntt', 5],
    ],
    volume: 55,
  },
  {
    name: 'Cabang Banjarmasin',
    city: 'Banjarmasin',
    address: 'Jl. Lambung Mangkurat No. 33, Banjarmasin Tengah, Banjarmasin 70111',
    noWa: '+6281190012022',
    region: region(
      'Kalimantan Selatan',
      'Kota Banjarmasin',
      '6371',
      'Banjarmasin Tengah: Kertak Baru Ulu 70231, Teluk Dalam 70117, Sungai Baru 70122',
      'Banjarmasin Utara: Sungai Miai 70123, Kuin Utara 70127',
      'Banjarmasin Selatan: Kelayan Timur 70248, Pekauman 70243',
      'Banjarmasin Timur: Kuripan 70236, Pengambangan 70237',
    ),
    styles: [
      ['melayu', 75],
      ['jawa', 20],
      ['bugis', 5],
    ],
    volume: 60,
  },
  {
    name: 'Cabang Balikpapan',
    city: 'Balikpapan',
    address: 'Jl. Jenderal Sudirman No. 47, Balikpapan Kota, Balikpapan 76111',
    noWa: '+6281190012023',
    region: region(
      'Kalimantan Timur',
      'Kota Balikpapan',
      '6471',
      'Balikpapan Selatan: Gunung Bahagia 76114, Sepinggan 76115, Damai Baru 76114',
      'Balikpapan Kota: Klandasan Ulu 76112, Prapatan 76111',
      'Balikpapan Utara: Batu Ampar 76136, Graha Indah 76127',
      'Balikpapan Tengah: Gunung Sari Ulu 76123, Mekar Sari 76122',
    ),
    styles: [
      ['jawa', 40],
      ['bugis', 30],
      ['melayu', 15],
      ['batak', 5],
      ['minahasa', 5],
      ['tionghoa', 5],
    ],
    volume: 65,
  },
  {
    name: 'Cabang Samarinda',
    city: 'Samarinda',
    address: 'Jl. Pahlawan No. 12, Samarinda Ulu, Samarinda 75123',
    noWa: '+6281190012024',
    region: region(
      'Kalimantan Timur',
      'Kota Samarinda',
      '6472',
      'Samarinda Ulu: Air Hitam 75124, Sidodadi 75123, Gunung Kelua 75125',
      'Sungai Pinang: Temindung Permai 75119, Sungai Pinang Dalam 75117',
      'Samarinda Kota: Bugis 75111, Pasar Pagi 75111',
      'Sungai Kunjang: Loa Bakung 75126, Karang Asam Ulu 75126',
    ),
    styles: [
      ['melayu', 35],
      ['bugis', 30],
      ['jawa', 30],
      ['tionghoa', 5],
    ],
    volume: 55,
  },
  {
    name: 'Cabang Manado',
    city: 'Manado',
    address: 'Jl. Sam Ratulangi No. 58, Wanea, Manado 95119',
    noWa: '+6281190012025',
    region: region(
      'Sulawesi Utara',
      'Kota Manado',
      '7171',
      'Wanea: Ranotana Weru 95119, Teling Atas 95119, Karombasan Selatan 95117',
      'Malalayang: Malalayang Satu 95163, Bahu 95115',
      'Tikala: Tikala Baru 95124, Tikala Baru 95125',
      'Sario: Sario Tumpaan 95114, Titiwungan Utara 95114',
    ),
    styles: [
      ['minahasa', 75],
      ['bugis', 10],
      ['tionghoa', 10],
      ['jawa', 5],
    ],
    volume: 55,
  },
  {
    name: 'Cabang Mataram',
    city: 'Mataram',
    address: 'Jl. Pejanggik No. 30, Cakranegara, Mataram 83231',
    noWa: '+6281190012026',
    region: region(
      'Nusa Tenggara Barat',
      'Kota Mataram',
      '5271',
      'Mataram: Pagesangan 83127, Punia 83126',
      'Cakranegara: Cilinaya 83231, Sayang-sayang 83239',
      'Ampenan: Ampenan Tengah 83112, Dayan Peken 83114',
      'Selaparang: Rembiga 83124, Gomong 83125',
    ),
    styles: [
      ['melayu', 60],
      ['bali', 20],
      ['jawa', 15],
      ['tionghoa', 5],
    ],
    volume: 50,
  },
  {
    name: 'Cabang Kupang',
    city: 'Kupang',
    address: 'Jl. El Tari No. 21, Oebobo, Kupang 85111',
    noWa: '+6281190012027',
    region: region(
      'Nusa Tenggara Timur',
      'Kota Kupang',
      '5371',
      'Oebobo: Oebobo 85111, Oetete 85112, Fatululi 85111',
      'Kelapa Lima: Oesapa 85228, Kelapa Lima 85228',
      'Maulafa: Penfui 85148, Sikumana 85147',
      'Kota Raja: Kuanino 85119, Naikoten Satu 85119',
    ),
    styles: [
      ['ntt', 85],
      ['bugis', 5],
      ['jawa', 5],
      ['tionghoa', 5],
    ],
    volume: 40,
  },
  {
    name: 'Cabang Batam',
    city: 'Batam',
    address: 'Jl. Engku Putri No. 3, Batam Kota, Batam 29461',
    noWa: '+6281190012028',
    region: region(
      'Kepulauan Riau',
      'Kota Batam',
      '2171',
      'Batam Kota: Belian 29464, Baloi Permai 29463, Teluk Tering 29461',
      'Lubuk Baja: Baloi Indah 29444, Lubuk Baja Kota 29432',
      'Sekupang: Tiban Indah 29426, Tiban Baru 29427',
      'Sagulung: Sungai Langkai 29439, Sagulung Kota 29439',
    ),
    styles: [
      ['melayu', 35],
      ['jawa', 25],
      ['batak', 20],
      ['tionghoa', 15],
      ['minahasa', 5],
    ],
    volume: 70,
  },
  {
    name: 'Cabang Cirebon',
    city: 'Cirebon',
    address: 'Jl. Siliwangi No. 77, Kejaksan, Cirebon 45123',
    noWa: '+6281190012029',
    region: region(
      'Jawa Barat',
      'Kota Cirebon',
      '3274',
      'Kejaksan: Kejaksan 45123, Sukapura 45122, Kebonbaru 45121',
      'Kesambi: Kesambi 45134, Sunyaragi 45132, Pekiringan 45131',
      'Harjamukti: Kalijaga 45144, Larangan 45141',
      'Lemahwungkuk: Lemahwungkuk 45111, Pegambiran 45113',
    ),
    styles: [
      ['jawa', 50],
      ['sunda', 40],
      ['tionghoa', 10],
    ],
    volume: 55,
  },
  {
    name: 'Cabang Banda Aceh',
    city: 'Banda Aceh',
    address: 'Jl. Teuku Nyak Arief No. 150, Syiah Kuala, Banda Aceh 23114',
    noWa: '+6281190012030',
    region: region(
      'Aceh',
      'Kota Banda Aceh',
      '1171',
      'Baiturrahman: Seutui 23243, Kampung Baru 23116',
      'Kuta Alam: Kuta Alam 23126, Peunayong 23122, Bandar Baru 23125',
      'Syiah Kuala: Kopelma Darussalam 23111, Lamgugob 23115',
      'Banda Raya: Lamlagang 23239, Geuceu Iniem 23239',
    ),
    styles: [
      ['aceh', 90],
      ['jawa', 5],
      ['batak', 5],
    ],
    volume: 45,
  },
];

/** Streets for member addresses: names found in almost every Indonesian town. */
export const STREETS = [
  'Jl. Merdeka',
  'Jl. Sudirman',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Gajah Mada',
  'Jl. Pahlawan',
  'Jl. Veteran',
  'Jl. Kartini',
  'Jl. Imam Bonjol',
  'Jl. Hasanuddin',
  'Jl. Cendrawasih',
  'Jl. Melati',
  'Jl. Mawar',
  'Jl. Kenanga',
  'Jl. Cempaka',
  'Jl. Anggrek',
  'Jl. Flamboyan',
  'Jl. Nusantara',
  'Jl. Pemuda',
  'Jl. Sisingamangaraja',
  'Jl. Teuku Umar',
  'Jl. Dr. Sutomo',
  'Jl. Pattimura',
  'Jl. Raya Pasar',
  'Jl. Masjid',
  'Jl. Bhayangkara',
  'Gg. Mushola',
  'Gg. Damai',
  'Gg. Sawo',
  'Jl. Kebon Jeruk',
  'Jl. Nangka',
  'Jl. Rambutan',
  'Jl. Manggis',
  'Jl. Durian',
  'Jl. Bougenville',
  'Jl. Taman Sari',
  'Jl. Perintis Kemerdekaan',
  'Jl. Cut Nyak Dien',
  'Jl. Wahid Hasyim',
] as const;
