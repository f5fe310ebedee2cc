/** Operating hours. */
export const hours = {
  closedTooltip: 'Sudah melewati batas waktu',
  closedWithHours: 'Sudah melewati batas waktu (Jam Operasional 10.00 WIB - 16.00 WIB)',
  openRequired: 'Jam buka wajib diisi',
  closedRequired: 'Jam tutup wajib diisi',
  hourType: 'Jam harus berupa angka bulat',
  hourRange: 'Jam harus antara 0 dan 24',
  closedAfterOpen: 'Jam tutup harus setelah jam buka',
  daysRequired: 'Pilih minimal satu hari operasional',
  dayRange: 'Hari harus antara 1 (Senin) dan 7 (Minggu)',
  daysUnique: 'Hari tidak boleh berulang',
} as const;
