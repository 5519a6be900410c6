import { describe, expect, it } from 'vitest';
import {
  looksLikeMosMessage,
  ncsAckXml,
  ncsAppInfoXml,
  ncsItemRequestXml,
  ncsItemXml,
  parseMosPluginMessage,
  type MosPluginItem,
} from './pluginMessages';
import { MOS_PLUGIN_XML_LIMITS, parseXml } from './pluginXml';
import type { MosItem } from './runningOrder';

const NCS_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<mos>
  <ncsItem>
    <item>
      <itemID>2</itemID>
      <itemSlug>Ana Souza &amp; cargo</itemSlug>
      <objID>CG-0042</objID>
      <mosID>cg.vendor.mos</mosID>
      <mosPlugInID>Vendor.CG</mosPlugInID>
      <objType>STILL</objType>
      <mosAbstract>Nome <b>e</b> cargo<!-- note --></mosAbstract>
      <objPaths>
        <objPath techDescription="Template">templates/lower.xml</objPath>
        <objProxyPath techDescription="JPEG">https://cg/p.jpg</objProxyPath>
      </objPaths>
      <objTB>25</objTB>
      <objDur>250</objDur>
      <itemEdDur>125</itemEdDur>
      <mosExternalMetadata>
        <mosScope>playlist</mosScope>
        <mosSchema>https://cg/schema</mosSchema>
        <mosPayload><field><name>Nome</name><value>Ana</value></field><field><name>Cargo</name><value>Repórter</value></field></mosPayload>
      </mosExternalMetadata>
    </item>
  </ncsItem>
</mos>`;

describe('reading plug-in messages', () => {
  it('reads ncsReqAppInfo, ncsItemRequest and ncsAck', () => {
    expect(parseMosPluginMessage('<mos><ncsReqAppInfo/></mos>')).toEqual({ kind: 'reqAppInfo' });
    expect(parseMosPluginMessage(ncsItemRequestXml())).toEqual({ kind: 'itemRequest' });
    expect(parseMosPluginMessage(ncsAckXml('NACK', 'no <room>'))).toEqual({
      kind: 'ack',
      status: 'NACK',
      description: 'no <room>',
    });
  });

  it('reads an ncsItem: texts plain, times in objTB units, paths and metadata', () => {
    const message = parseMosPluginMessage(NCS_ITEM);
    expect(message).toEqual({
      kind: 'item',
      item: {
        itemId: '2',
        itemSlug: 'Ana Souza & cargo',
        objectId: 'CG-0042',
        mosId: 'cg.vendor.mos',
        mosPlugInId: 'Vendor.CG',
        objectSlug: '',
        objectType: 'STILL',
        mosAbstract: 'Nome e cargo',
        channel: '',
        timeBase: 25,
        duration: 250,
        edStart: null,
        edDur: 125,
        userTimingDur: null,
        macroIn: '',
        macroOut: '',
        paths: [
          { type: 'PATH', description: 'Template', target: 'templates/lower.xml' },
          { type: 'PROXY PATH', description: 'JPEG', target: 'https://cg/p.jpg' },
        ],
        mosExternalMetadata: [
          {
            scope: 'PLAYLIST',
            schema: 'https://cg/schema',
            payload: {
              field: [
                { name: 'Nome', value: 'Ana' },
                { name: 'Cargo', value: 'Repórter' },
              ],
            },
          },
        ],
      },
    });
  });

  it('drops times when no objTB says their unit', () => {
    const message = parseMosPluginMessage(
      '<mos><ncsItem><item><objID>1</objID><objDur>250</objDur></item></ncsItem></mos>',
    );
    expect(message?.kind === 'item' && [message.item.timeBase, message.item.duration]).toEqual([
      0,
      null,
    ]);
  });

  it.each([
    ['not a string', { kind: 'item' }],
    ['empty', ''],
    ['not XML', 'hello'],
    ['another root', '<roAck><roID>1</roID></roAck>'],
    ['an unknown message', '<mos><roCreate/></mos>'],
    ['an item without objID', '<mos><ncsItem><item><itemSlug>x</itemSlug></item></ncsItem></mos>'],
    ['an ncsItem without item', '<mos><ncsItem/></mos>'],
    ['unclosed', '<mos><ncsReqAppInfo/>'],
    ['mismatched', '<mos><ncsItem></mos></ncsItem>'],
    ['content after the root', '<mos><ncsReqAppInfo/></mos><mos/>'],
    [
      'a DOCTYPE (entity expansion)',
      '<!DOCTYPE mos [<!ENTITY a "aaaa">]><mos><ncsReqAppInfo/></mos>',
    ],
    ['an unknown entity', '<mos><ncsItem><item><objID>&a;</objID></item></ncsItem></mos>'],
    ['a NUL character reference', '<mos><ncsItem><item><objID>&#0;</objID></item></ncsItem></mos>'],
    ['oversized', `<mos><ncsReqAppInfo/>${' '.repeat(MOS_PLUGIN_XML_LIMITS.chars)}</mos>`],
    ['too deep', `${'<a>'.repeat(40)}${'</a>'.repeat(40)}`],
    ['too many elements', `<mos>${'<x/>'.repeat(MOS_PLUGIN_XML_LIMITS.elements)}</mos>`],
  ])('refuses %s', (_name, data) => {
    expect(parseMosPluginMessage(data)).toBeNull();
  });

  it('keeps markup and script in fields as inert text, never as elements to render', () => {
    const message = parseMosPluginMessage(
      `<mos><ncsItem><item><objID>1</objID><itemSlug>&lt;img src=x onerror=alert(1)&gt;</itemSlug>` +
        `<mosAbstract><script>alert(1)</script>Texto<![CDATA[ <b>cru</b>]]></mosAbstract></item></ncsItem></mos>`,
    );
    expect(message?.kind === 'item' && message.item.itemSlug).toBe('<img src=x onerror=alert(1)>');
    expect(message?.kind === 'item' && message.item.mosAbstract).toBe('Texto <b>cru</b>');
  });

  it('cuts over-long fields', () => {
    const message = parseMosPluginMessage(
      `<mos><ncsItem><item><objID>1</objID><itemSlug>${'a'.repeat(5000)}</itemSlug></item></ncsItem></mos>`,
    );
    expect(message?.kind === 'item' && message.item.itemSlug.length).toBe(2000);
  });

  it('tells a dragged MOS text from other text', () => {
    expect(looksLikeMosMessage('  <mos><ncsItem/></mos>\n')).toBe(true);
    expect(looksLikeMosMessage('https://example.com')).toBe(false);
  });
});

const mosItem: MosItem = {
  itemId: 'uuid-1',
  slug: 'Ana "A" <Souza>',
  objectSlug: 'Nome e cargo',
  objectId: 'CG-0042',
  mosId: 'cg.vendor.mos',
  mosAbstract: 'Nome & cargo',
  channel: 'GC1',
  timeBase: 25,
  edStart: null,
  edDur: 125,
  userTimingDur: null,
  duration: 250,
  paths: [{ type: 'PATH', description: 'T"x', target: 'a<b' }],
  mosExternalMetadata: [
    {
      scope: 'PLAYLIST',
      schema: 's',
      payload: { field: [{ name: 'Nome' }, { name: 'Cargo' }], 'bad name': 'x', '<x>': 'y' },
    },
  ],
};

describe('writing plug-in messages', () => {
  it('writes an item back as an ncsItem the reader gives back unchanged', () => {
    const xml = ncsItemXml(mosItem, { objectType: 'STILL' });
    expect(xml).not.toContain('bad name');
    const message = parseMosPluginMessage(xml);
    expect(message?.kind).toBe('item');
    const item = (message as { item: MosPluginItem }).item;
    expect(item).toMatchObject({
      itemId: 'uuid-1',
      itemSlug: 'Ana "A" <Souza>',
      objectSlug: 'Nome e cargo',
      objectType: 'STILL',
      mosAbstract: 'Nome & cargo',
      channel: 'GC1',
      timeBase: 25,
      duration: 250,
      edDur: 125,
      paths: [{ type: 'PATH', description: 'T"x', target: 'a<b' }],
      mosExternalMetadata: [
        {
          scope: 'PLAYLIST',
          schema: 's',
          payload: { field: [{ name: 'Nome' }, { name: 'Cargo' }] },
        },
      ],
    });
  });

  it('writes ncsAppInfo with the newsroom, the story, the language and the plug-in area', () => {
    const xml = ncsAppInfoXml({
      mosId: 'newsroom.mos',
      ncsId: 'newsroom',
      userId: 'ana<',
      runContext: 'BROWSE',
      product: 'Newsroom',
      version: '1.0',
      roId: 'NRCS-RD-7',
      storyId: 'story-uuid',
      language: 'pt-BR',
      uiMetric: { startX: 0, startY: 10.4, endX: 400, endY: 600 },
    });
    const root = parseXml(xml);
    expect(root?.name).toBe('mos');
    expect(xml).toContain('<mosID>newsroom.mos</mosID><ncsID>newsroom</ncsID><ncsAppInfo>');
    expect(xml).toContain('<roID>NRCS-RD-7</roID><storyID>story-uuid</storyID>');
    expect(xml).toContain('<userID>ana&lt;</userID><runContext>BROWSE</runContext>');
    expect(xml).toContain('<starty>10</starty>');
    expect(xml).toContain('<mosPayload><language>pt-BR</language></mosPayload>');
  });
});
