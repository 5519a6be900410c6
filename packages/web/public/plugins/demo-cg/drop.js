'use strict';
// The drop page: same origin as the plug-in, so it may read the drag and hand it to the host.
const HOST =
  (window.location.ancestorOrigins && window.location.ancestorOrigins[0]) ||
  (document.referrer ? new URL(document.referrer).origin : window.location.origin);
const send = (message) => window.parent.postMessage(message, HOST);
let leaveTimer = null;

document.addEventListener('dragover', (event) => {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'copy';
  if (!document.body.classList.contains('over')) send({ event: 'dragEnter' });
  document.body.classList.add('over');
  // dragleave fires on every child; a pause in dragover is the real leave.
  clearTimeout(leaveTimer);
  leaveTimer = setTimeout(() => {
    document.body.classList.remove('over');
    send({ event: 'dragLeave' });
  }, 100);
});

document.addEventListener('drop', (event) => {
  event.preventDefault();
  clearTimeout(leaveTimer);
  send({ event: 'drop' });
  const data = event.dataTransfer.getData('text/plain');
  if (data) send({ event: 'data', data });
  else send({ event: 'error', message: 'nothing dropped' });
});
