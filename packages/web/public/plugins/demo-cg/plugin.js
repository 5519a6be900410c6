'use strict';
// The demo CG plug-in: offers lower thirds as MOS items (ncsItem) to the newsroom hosting it.

// The newsroom that frames us: messages go to its origin only.
const HOST =
  (window.location.ancestorOrigins && window.location.ancestorOrigins[0]) ||
  (document.referrer ? new URL(document.referrer).origin : window.location.origin);

const ITEMS = [
  { id: 'DEMO-CG-10-1', template: 'Nome e cargo', name: 'Ana Souza', role: 'Repórter' },
  { id: 'DEMO-CG-10-2', template: 'Nome e cargo', name: 'Carlos Lima', role: 'Prefeito' },
  { id: 'DEMO-CG-40-1', template: 'Tarja de assunto', name: 'Chuva forte em SP', role: '' },
];

let current = null;

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );

function ncsItem(item) {
  const slug = item.role ? `${item.name} / ${item.role}` : item.name;
  return (
    '<mos><ncsItem><item>' +
    `<itemID>${escapeXml(item.id)}</itemID><itemSlug>${escapeXml(slug)}</itemSlug>` +
    `<objID>${escapeXml(item.id)}</objID><mosID>demo-cg.newsroom.mos</mosID>` +
    '<mosPlugInID>Newsroom.DemoCG</mosPlugInID>' +
    `<objSlug>${escapeXml(item.template)}</objSlug><objType>STILL</objType>` +
    `<mosAbstract>${escapeXml(slug)}</mosAbstract><objTB>25</objTB><objDur>125</objDur>` +
    '<mosExternalMetadata><mosScope>PLAYLIST</mosScope><mosSchema>urn:newsroom:demo-cg</mosSchema>' +
    `<mosPayload><template>${escapeXml(item.template)}</template><name>${escapeXml(item.name)}</name>` +
    `<role>${escapeXml(item.role)}</role></mosPayload></mosExternalMetadata>` +
    '</item></ncsItem></mos>'
  );
}

const send = (message) => window.parent.postMessage(message, HOST);
const status = (text) => (document.getElementById('status').textContent = text);

function render() {
  const list = document.getElementById('items');
  list.replaceChildren(
    ...ITEMS.map((item) => {
      const li = document.createElement('li');
      li.draggable = true;
      li.dataset.id = item.id;
      const label = document.createElement('span');
      label.textContent = item.name;
      const detail = document.createElement('small');
      detail.textContent = `${item.template}${item.role ? ' — ' + item.role : ''}`;
      label.append(detail);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Send';
      button.dataset.testid = `demo-send-${item.id}`;
      button.addEventListener('click', () => {
        current = item;
        send(ncsItem(item));
      });
      li.append(label, button);
      li.addEventListener('dragstart', (event) => {
        current = item;
        event.dataTransfer.setData('text/plain', ncsItem(item));
        event.dataTransfer.effectAllowed = 'copy';
        // The drop page takes the drop where the browser keeps cross-origin drags out.
        send({ event: 'dragStart', dropPageUrl: new URL('drop.html', window.location.href).href });
      });
      li.addEventListener('dragend', () => send({ event: 'dragEnd' }));
      return li;
    }),
  );
}

function textOf(doc, name) {
  const element = doc.getElementsByTagName(name)[0];
  return element ? element.textContent : '';
}

// An item sent back to edit: its payload fills the editor.
function edit(doc) {
  const item = {
    id: textOf(doc, 'objID'),
    template: textOf(doc, 'template') || textOf(doc, 'objSlug'),
    name: textOf(doc, 'name'),
    role: textOf(doc, 'role'),
  };
  current = item;
  document.getElementById('editor').hidden = false;
  document.getElementById('name').value = item.name;
  document.getElementById('role').value = item.role;
  status(`Editing ${item.id}`);
}

window.addEventListener('message', (event) => {
  if (event.origin !== HOST || event.source !== window.parent || typeof event.data !== 'string')
    return;
  const doc = new DOMParser().parseFromString(event.data, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return;
  if (doc.getElementsByTagName('ncsAppInfo').length > 0) {
    document.getElementById('context').textContent =
      `${textOf(doc, 'ncsID')} · ${textOf(doc, 'userID')} · ${textOf(doc, 'language')}`;
  } else if (doc.getElementsByTagName('ncsItemRequest').length > 0) {
    if (current) send(ncsItem(current));
  } else if (doc.getElementsByTagName('ncsItem').length > 0) {
    edit(doc);
  } else if (doc.getElementsByTagName('ncsAck').length > 0) {
    status(textOf(doc, 'status') === 'ACK' ? 'Item inserted' : 'Item refused');
  }
});

document.getElementById('save').addEventListener('click', () => {
  if (!current) return;
  current = {
    ...current,
    name: document.getElementById('name').value,
    role: document.getElementById('role').value,
  };
  document.getElementById('editor').hidden = true;
  send(ncsItem(current));
});

render();
send('<mos><ncsReqAppInfo/></mos>');
