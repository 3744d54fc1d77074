/** Texts of the booking widget's panel in a branch's settings (decision 040). */
export const embed = {
  cs: {
    title: 'Rezervace na vašem webu',
    intro:
      'Vložte na svůj web tento kód: přidá tlačítko „Rezervovat“, které otevře rezervaci této pobočky přímo na vaší stránce.',
    script: 'Kód s tlačítkem',
    iframe: 'Adresa pro vložení (iframe)',
    iframeHint: 'Pokud váš web umí vložit jen stránku, použijte tuto adresu v prvku iframe.',
    copy: 'Kopírovat',
    copyScript: 'Kopírovat kód s tlačítkem',
    copyIframe: 'Kopírovat adresu pro iframe',
    copied: 'Zkopírováno.',
    copyFailed: 'Nepodařilo se zkopírovat, text je označený – zkopírujte ho ručně.',
  },
  en: {
    title: 'Booking on your website',
    intro:
      'Put this code on your website: it adds a “Book now” button that opens this branch’s booking right on your page.',
    script: 'Code with the button',
    iframe: 'Address to embed (iframe)',
    iframeHint: 'If your website can only embed a page, use this address in an iframe.',
    copy: 'Copy',
    copyScript: 'Copy the code with the button',
    copyIframe: 'Copy the iframe address',
    copied: 'Copied.',
    copyFailed: 'It could not be copied; the text is selected – copy it by hand.',
  },
}
