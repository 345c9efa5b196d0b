// Before the app: the last saved appearance (lib/preferences.ts), so a reload does not flash.
(function (d) {
  try {
    var a = JSON.parse(localStorage.getItem('aurum_appearance') || 'null');
    if (!a) return;
    var k = a.theme == 'dark' || (a.theme == 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    d.classList.toggle('dark', k);
    d.style.colorScheme = k ? 'dark' : 'light';
    d.dataset.accent = a.accent;
    d.dataset.fontSize = a.fontSize;
  } catch (e) {}
})(document.documentElement);
