/* The interactive parts of a content page served without the client router (CONTENT_WITHOUT_ROUTER=1, an
   experiment: src/http/without-router.ts). Plain script, no framework: the scroll-to-top button. */
(function () {
  var button = document.querySelector('.scroll-top')
  if (!button) return
  var timer = 0
  function update() {
    timer = 0
    button.hidden = window.scrollY <= window.innerHeight
  }
  window.addEventListener('scroll', function () { if (!timer) timer = setTimeout(update, 200) }, { passive: true })
  button.addEventListener('click', function () { button.blur(); window.scrollTo({ top: 0, behavior: 'smooth' }) })
})()
