/// The fixed parts of the HTML explorer: markup, style and script. They hold no dump text:
/// the script finds the nodes in the page's JSON element and the drawing in its inline SVG.
///
/// The tree list is virtualized (only the rows in view, plus a margin, exist in the document),
/// so a dump of a hundred thousand nodes scrolls like one of a hundred. When its script has run
/// without throwing, the page sets `data-vtree-ready` on `<html>` (with its script's time in
/// `data-vtree-init-ms` and the time since navigation started in `data-vtree-ready-ms`); an
/// uncaught error sets `data-vtree-error`. Tests and
/// headless browsers read these.
enum HTMLExplorerPage {
  static func body(title: String) -> String {
    """
    <header>
    <h1>\(title)</h1>
    <input id="search" type="search" placeholder="Search classes" aria-label="Search by class" \
    autocomplete="off">
    <span id="search-count"></span>
    <span class="modes"><button id="mode-2d" class="active" type="button">2D</button>\
    <button id="mode-3d" type="button">3D</button></span>
    <button id="zoom-fit" type="button" title="Show it whole (0, or double-click). Wheel or +/- \
    zooms; drag pans (Shift-drag in 3D).">Fit</button>
    <label id="spacing-control" hidden>Spacing <input id="spacing" type="range" min="0" \
    max="120" value="24"></label>
    <span id="summary"></span>
    </header>
    <main>
    <section id="side">
    <div id="tree" tabindex="0" role="tree" aria-label="Hierarchy"><div id="rows"></div></div>
    <div id="details"><p class="empty">Click a row or a rectangle.</p></div>
    </section>
    <section id="pane">
    """
  }

  static let style = #"""
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body { display: flex; flex-direction: column; font: 13px -apple-system, "Segoe UI",
      Helvetica, Arial, sans-serif; color: #1c1c1e; background: #f2f2f7; }
    header { display: flex; align-items: center; gap: 10px; padding: 6px 10px;
      background: #fff; border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 14px; margin: 0; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; max-width: 30%; }
    #search { width: 220px; padding: 3px 6px; }
    #search-count, #summary { color: #6e6e73; white-space: nowrap; }
    #summary { margin-left: auto; }
    .modes button { padding: 2px 10px; border: 1px solid #c7c7cc; background: #fff; }
    .modes button.active { background: #0a84ff; color: #fff; border-color: #0a84ff; }
    main { flex: 1; display: flex; min-height: 0; }
    #side { width: 40%; min-width: 280px; display: flex; flex-direction: column;
      border-right: 1px solid #d1d1d6; background: #fff; }
    #tree { flex: 1; overflow: auto; position: relative; outline: none; min-height: 0; }
    #rows { position: relative; }
    .row { position: absolute; left: 0; right: 0; height: 20px; line-height: 20px;
      white-space: nowrap; cursor: default; font: 12px ui-monospace, Menlo, Consolas, monospace; }
    .row:hover { background: #e5f0ff; }
    .row.selected { background: #0a84ff; color: #fff; }
    .row.selected .frame, .row.selected .text { color: #e5f0ff; }
    .row.match .cls { background: #ffd60a66; }
    .row.dimmed { opacity: 0.55; }
    .disclosure { display: inline-block; width: 14px; text-align: center; color: #8e8e93; }
    .swatch { display: inline-block; width: 8px; height: 8px; margin-right: 5px;
      border: 2px solid; border-radius: 2px; vertical-align: middle; }
    .text { color: #248a3d; margin-left: 6px; }
    .frame { color: #8e8e93; margin-left: 6px; }
    .flag { color: #b25000; margin-left: 6px; }
    .badge { display: inline-block; width: 8px; height: 8px; border-radius: 50%;
      margin-left: 6px; }
    #details { height: 38%; overflow: auto; border-top: 1px solid #d1d1d6; padding: 8px 10px; }
    #details h2 { font-size: 14px; margin: 0 0 6px; word-break: break-all; }
    #details table { border-collapse: collapse; width: 100%;
      font: 12px ui-monospace, Menlo, Consolas, monospace; }
    #details td { border-top: 1px solid #f2f2f7; padding: 2px 4px; vertical-align: top;
      word-break: break-all; }
    #details td:first-child { color: #6e6e73; white-space: nowrap; word-break: normal; }
    #details .finding { margin: 4px 0; padding: 4px 6px; border-left: 3px solid; }
    .empty { color: #8e8e93; }
    #pane { flex: 1; position: relative; overflow: hidden; }
    .pane-view { position: absolute; inset: 0; overflow: auto; padding: 12px; }
    .pane-view[hidden] { display: none; }
    #wireframe svg { display: block; margin: 0 auto; max-width: 100%; height: auto;
      max-height: 100%; box-shadow: 0 1px 4px #0003; }
    #wireframe { touch-action: none; }
    #wireframe.panning { cursor: grabbing; }
    #zoom-fit { padding: 2px 10px; border: 1px solid #c7c7cc; background: #fff; }
    #wireframe rect { pointer-events: all; vector-effect: non-scaling-stroke; }
    #wireframe text { pointer-events: none; }
    #wireframe rect.hover { stroke: #0a84ff; stroke-width: 3; fill: #0a84ff; fill-opacity: 0.12; }
    #wireframe rect.selected { stroke: #ff2d55; stroke-width: 3; fill: #ff2d55;
      fill-opacity: 0.15; }
    #wireframe.searching rect:not(.found), #wireframe.searching text:not(.found) {
      opacity: 0.15; }
    #wireframe rect.found { fill: #ffd60a; fill-opacity: 0.35; }
    #layers { perspective: 2400px; overflow: hidden; cursor: grab; background: #1c1c1e; }
    .stage { position: absolute; left: 50%; top: 50%; transform-style: preserve-3d; }
    .layer { position: absolute; border: 1px solid; background: #ffffff0d;
      transform: translateZ(calc(var(--depth) * var(--spacing, 24px))); }
    .layer.hidden { border-style: dashed; }
    .layer.hover { background: #0a84ff55; }
    .layer.selected { background: #ff2d5566; border-width: 2px; }
    .layer.found { background: #ffd60a55; }
    #layers .note { position: absolute; left: 10px; bottom: 8px; color: #aeaeb2; }
    """#

  static let script = #"""
    (function () {
      'use strict';
      var html = document.documentElement;
      window.addEventListener('error', function (event) {
        html.setAttribute('data-vtree-error', String(event.message));
      });
      var started = performance.now();
      var data = JSON.parse(document.getElementById('vtree-data').textContent);
      var nodes = data.nodes;
      var count = nodes.length;
      var first = data.first;
      var ROW = 20;
      var MAX_LAYERS = 6000;
      var expanded = new Uint8Array(count);
      var filter = null;
      var found = [];
      var isFound = new Uint8Array(count);
      var foundCursor = -1;
      var rows = [];
      var selected = -1;
      var hovered = -1;
      var findingsByNode = {};
      data.findings.forEach(function (finding) {
        var list = findingsByNode[finding.n - first] || (findingsByNode[finding.n - first] = []);
        list.push(finding);
      });

      var tree = document.getElementById('tree');
      var rowsBox = document.getElementById('rows');
      var details = document.getElementById('details');
      var wireframe = document.getElementById('wireframe');
      var layersPane = document.getElementById('layers');
      var search = document.getElementById('search');
      var searchCount = document.getElementById('search-count');
      var spacing = document.getElementById('spacing');

      var rects = new Array(count);
      var labels = new Array(count);
      wireframe.querySelectorAll('rect[data-node]').forEach(function (rect) {
        rects[Number(rect.getAttribute('data-node')) - first] = rect;
      });
      wireframe.querySelectorAll('text[data-node]').forEach(function (text) {
        var local = Number(text.getAttribute('data-node')) - first;
        (labels[local] || (labels[local] = [])).push(text);
      });
      var layers = null;

      function el(tag, className, text) {
        var element = document.createElement(tag);
        if (className) element.className = className;
        if (text !== undefined) element.textContent = text;
        return element;
      }

      function color(depth) { return data.palette[depth % data.palette.length]; }

      function number(value) { return String(Math.round(value * 1000) / 1000); }

      function printed(frame) {
        return '(' + number(frame[0]) + ' ' + number(frame[1]) + '; ' + number(frame[2]) + ' '
          + number(frame[3]) + ')';
      }

      function hasChildren(i) { return nodes[i].e - first > i + 1; }

      // Visible rows: preorder, skipping collapsed subtrees, or with a search, only the
      // matches and their ancestors.
      function computeRows() {
        rows = [];
        var i = 0;
        while (i < count) {
          if (filter) {
            if (filter[i]) rows.push(i);
            i++;
          } else {
            rows.push(i);
            i = expanded[i] ? i + 1 : nodes[i].e - first;
          }
        }
        rowsBox.style.height = rows.length * ROW + 'px';
      }

      function makeRow(r) {
        var i = rows[r];
        var node = nodes[i];
        var row = el('div', 'row');
        row.setAttribute('data-row', r);
        row.setAttribute('role', 'treeitem');
        row.style.top = r * ROW + 'px';
        row.style.paddingLeft = 4 + node.d * 14 + 'px';
        if (i === selected) row.classList.add('selected');
        // Search results and --select matches stand out alike; like the drawing, the tree
        // dims what --select left out, and the nodes it does not draw.
        if (isFound[i] || node.m) row.classList.add('match');
        if (!node.f || (data.selection && !node.m)) row.classList.add('dimmed');
        var disclosure = el('span', 'disclosure',
          hasChildren(i) && !filter ? (expanded[i] ? '\u25BE' : '\u25B8') : '');
        row.appendChild(disclosure);
        var swatch = el('span', 'swatch');
        swatch.style.borderColor = color(node.d);
        row.appendChild(swatch);
        row.appendChild(el('span', 'cls', node.c));
        if (node.t !== undefined) row.appendChild(el('span', 'text', '\u2018' + node.t + '\u2019'));
        row.appendChild(el('span', 'frame', node.f ? printed(node.f) : 'no frame'));
        if (node.h) row.appendChild(el('span', 'flag', 'hidden'));
        if (node.s) {
          var badge = el('span', 'badge');
          badge.style.background = data.severityColors[node.s];
          badge.title = node.s;
          row.appendChild(badge);
        }
        return row;
      }

      function renderRows() {
        var top = tree.scrollTop;
        var from = Math.max(0, Math.floor(top / ROW) - 20);
        var to = Math.min(rows.length, Math.ceil((top + tree.clientHeight) / ROW) + 20);
        var fragment = document.createDocumentFragment();
        for (var r = from; r < to; r++) fragment.appendChild(makeRow(r));
        rowsBox.textContent = '';
        rowsBox.appendChild(fragment);
      }

      function refresh() {
        computeRows();
        renderRows();
      }

      function rowOf(i) {
        for (var r = 0; r < rows.length; r++) if (rows[r] === i) return r;
        return -1;
      }

      function scrollToRow(r) {
        if (r < 0) return;
        var top = r * ROW;
        if (top < tree.scrollTop || top + ROW > tree.scrollTop + tree.clientHeight) {
          tree.scrollTop = Math.max(0, top - tree.clientHeight / 2);
        }
      }

      function setClass(i, name, on) {
        if (i < 0) return;
        if (rects[i]) rects[i].classList.toggle(name, on);
        if (layers && layers[i]) layers[i].classList.toggle(name, on);
      }

      function hover(i) {
        if (i === hovered) return;
        setClass(hovered, 'hover', false);
        hovered = i;
        setClass(hovered, 'hover', true);
      }

      function reveal(i) {
        var parent = nodes[i].p;
        while (parent >= 0) {
          expanded[parent - first] = 1;
          parent = nodes[parent - first].p;
        }
      }

      function select(i, revealRow) {
        setClass(selected, 'selected', false);
        selected = i;
        setClass(selected, 'selected', true);
        if (revealRow && i >= 0) {
          if (filter && !filter[i]) clearSearch();
          reveal(i);
          computeRows();
          scrollToRow(rowOf(i));
        }
        if (i >= 0) revealRect(i);
        renderRows();
        showDetails(i);
      }

      function addCells(table, key, value) {
        var tr = document.createElement('tr');
        tr.appendChild(el('td', '', key));
        tr.appendChild(el('td', '', value));
        table.appendChild(tr);
      }

      function showDetails(i) {
        details.textContent = '';
        if (i < 0) {
          details.appendChild(el('p', 'empty', 'Click a row or a rectangle.'));
          return;
        }
        var node = nodes[i];
        details.appendChild(el('h2', '', node.c + (node.a ? ' ' + node.a : '')));
        (findingsByNode[i] || []).forEach(function (finding) {
          var box = el('div', 'finding', finding.severity + ': ' + finding.message + ' ['
            + finding.rule + ']');
          box.style.borderColor = data.severityColors[finding.severity];
          details.appendChild(box);
        });
        var table = document.createElement('table');
        addCells(table, 'line', String(node.l));
        addCells(table, 'kind', node.k);
        addCells(table, 'depth', String(node.d));
        addCells(table, 'absolute frame',
          node.f ? (node.ap ? '~' : '') + printed(node.f) : 'none (not drawn)');
        addCells(table, 'descendants', String(node.e - first - i - 1));
        if (node.t !== undefined) addCells(table, 'text', node.t);
        node.pr.forEach(function (property) { addCells(table, property[0], property[1]); });
        details.appendChild(table);
      }

      function toggle(i) {
        expanded[i] = expanded[i] ? 0 : 1;
        refresh();
      }

      function applySearch(query) {
        setFound(false);
        found = [];
        foundCursor = -1;
        query = query.trim().toLowerCase();
        if (!query) {
          filter = null;
          searchCount.textContent = '';
          wireframe.classList.remove('searching');
          refresh();
          return;
        }
        filter = new Uint8Array(count);
        for (var i = 0; i < count; i++) {
          if (nodes[i].c.toLowerCase().indexOf(query) < 0) continue;
          found.push(i);
          var j = i;
          while (j >= 0 && !filter[j]) {
            filter[j] = 1;
            j = nodes[j].p < 0 ? -1 : nodes[j].p - first;
          }
        }
        searchCount.textContent = found.length + (found.length === 1 ? ' match' : ' matches');
        wireframe.classList.add('searching');
        setFound(true);
        refresh();
      }

      function setFound(on) {
        found.forEach(function (i) {
          isFound[i] = on ? 1 : 0;
          setClass(i, 'found', on);
          (labels[i] || []).forEach(function (label) { label.classList.toggle('found', on); });
        });
      }

      function clearSearch() {
        search.value = '';
        applySearch('');
      }

      function nodeOfEvent(event) {
        var target = event.target.closest('[data-node]');
        return target ? Number(target.getAttribute('data-node')) - first : -1;
      }

      tree.addEventListener('scroll', renderRows);
      tree.addEventListener('mouseover', function (event) {
        var row = event.target.closest('.row');
        hover(row ? rows[Number(row.getAttribute('data-row'))] : -1);
      });
      tree.addEventListener('mouseleave', function () { hover(-1); });
      tree.addEventListener('click', function (event) {
        var row = event.target.closest('.row');
        if (!row) return;
        var i = rows[Number(row.getAttribute('data-row'))];
        if (event.target.classList.contains('disclosure') && hasChildren(i) && !filter) {
          toggle(i);
        } else {
          select(i, false);
        }
        tree.focus();
      });
      tree.addEventListener('keydown', function (event) {
        var r = rowOf(selected);
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          // A search can leave no row to move to.
          if (!rows.length) return;
          r = Math.min(rows.length - 1, Math.max(0, r + (event.key === 'ArrowDown' ? 1 : -1)));
          select(rows[r], false);
          scrollToRow(r);
          renderRows();
        } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && selected >= 0
          && !filter) {
          var open = event.key === 'ArrowRight';
          if (hasChildren(selected) && Boolean(expanded[selected]) !== open) toggle(selected);
          else if (!open && nodes[selected].p >= 0) select(nodes[selected].p - first, true);
        } else {
          return;
        }
        event.preventDefault();
      });
      wireframe.addEventListener('mouseover', function (event) { hover(nodeOfEvent(event)); });
      wireframe.addEventListener('mouseleave', function () { hover(-1); });
      wireframe.addEventListener('click', function (event) {
        // The click that ends a drag is no selection.
        if (panned) {
          panned = false;
          return;
        }
        var i = nodeOfEvent(event);
        if (i >= 0) select(i, true);
      });

      // Zoom and pan. The 2D wireframe zooms by narrowing its SVG viewBox, so outlines and
      // labels stay sharp; the wheel zooms about the pointer, a drag pans, a double-click, `0`
      // or Fit shows it whole again. The exploded view zooms its stage and pans on Shift-drag.
      var svg = wireframe.querySelector('svg');
      var home = svg ? svg.viewBox.baseVal : null;
      home = home ? { x: home.x, y: home.y, w: home.width, h: home.height } : null;
      var view = home ? { x: home.x, y: home.y, w: home.w, h: home.h } : null;
      var pan = null;
      var panned = false;
      var zoom3d = 1;
      var shift3d = { x: 0, y: 0 };

      function showView() {
        if (!view) return;
        svg.setAttribute('viewBox', [view.x, view.y, view.w, view.h].map(number).join(' '));
        html.setAttribute('data-vtree-zoom', number(home.w / view.w));
      }

      function svgPoint(clientX, clientY) {
        var matrix = svg.getScreenCTM();
        if (!matrix) return { x: view.x + view.w / 2, y: view.y + view.h / 2 };
        var point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
        return { x: point.x, y: point.y };
      }

      // Scales the view by `factor` (below 1 zooms in) keeping `at` where it is on screen.
      function zoom2d(factor, at) {
        if (!view) return;
        var width = Math.min(home.w * 2, Math.max(home.w / 200, view.w * factor));
        factor = width / view.w;
        view.x = at.x - (at.x - view.x) * factor;
        view.y = at.y - (at.y - view.y) * factor;
        view.w = width;
        view.h *= factor;
        showView();
      }

      function zoomBy(factor) {
        if (layersPane.hidden) {
          if (view) zoom2d(factor, { x: view.x + view.w / 2, y: view.y + view.h / 2 });
        } else {
          zoom3d = Math.min(40, Math.max(0.05, zoom3d / factor));
          placeStage();
        }
      }

      function fit() {
        if (view) {
          view = { x: home.x, y: home.y, w: home.w, h: home.h };
          showView();
        }
        zoom3d = 1;
        shift3d = { x: 0, y: 0 };
        rotateX = 20;
        rotateY = -30;
        if (stage) placeStage();
      }

      // Keeps a selected rectangle in view when the wireframe is zoomed in.
      function revealRect(i) {
        var node = nodes[i];
        if (!view || !node || !node.f) return;
        var f = node.f;
        var inside = f[0] >= view.x && f[1] >= view.y && f[0] + f[2] <= view.x + view.w
          && f[1] + f[3] <= view.y + view.h;
        if (inside || view.w >= home.w) return;
        view.x = f[0] + f[2] / 2 - view.w / 2;
        view.y = f[1] + f[3] / 2 - view.h / 2;
        showView();
      }

      function wheelFactor(event) {
        var delta = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
        return Math.exp(Math.max(-200, Math.min(200, delta)) * 0.002);
      }

      // The pointer's move since `state` started, once it is more than a click's jitter (then
      // `state.moved` stays set); null before.
      function dragged(state, event) {
        var dx = event.clientX - state.x;
        var dy = event.clientY - state.y;
        if (Math.abs(dx) + Math.abs(dy) > 3) state.moved = true;
        return state.moved ? { x: dx, y: dy } : null;
      }

      wireframe.addEventListener('wheel', function (event) {
        if (!view) return;
        event.preventDefault();
        zoom2d(wheelFactor(event), svgPoint(event.clientX, event.clientY));
      }, { passive: false });
      wireframe.addEventListener('pointerdown', function (event) {
        if (!view || event.button !== 0) return;
        pan = { x: event.clientX, y: event.clientY, view: { x: view.x, y: view.y }, moved: false };
      });
      window.addEventListener('pointermove', function (event) {
        var moved = pan && dragged(pan, event);
        if (!moved) return;
        var matrix = svg.getScreenCTM();
        var scale = matrix && matrix.a ? matrix.a : 1;
        view.x = pan.view.x - moved.x / scale;
        view.y = pan.view.y - moved.y / scale;
        wireframe.classList.add('panning');
        showView();
      });
      window.addEventListener('pointerup', function () {
        if (pan && pan.moved) panned = true;
        pan = null;
        wireframe.classList.remove('panning');
      });
      wireframe.addEventListener('dblclick', function (event) {
        event.preventDefault();
        fit();
      });
      layersPane.addEventListener('wheel', function (event) {
        event.preventDefault();
        zoom3d = Math.min(40, Math.max(0.05, zoom3d / wheelFactor(event)));
        placeStage();
      }, { passive: false });
      document.getElementById('zoom-fit').addEventListener('click', fit);
      document.addEventListener('keydown', function (event) {
        var target = event.target;
        if (target === search || event.metaKey || event.ctrlKey || event.altKey) return;
        if (event.key === '+' || event.key === '=') zoomBy(1 / 1.25);
        else if (event.key === '-' || event.key === '_') zoomBy(1.25);
        else if (event.key === '0') fit();
        else return;
        event.preventDefault();
      });

      var searchTimer = 0;
      search.addEventListener('input', function () {
        clearTimeout(searchTimer);
        searchTimer = setTimeout(function () { applySearch(search.value); }, 150);
      });
      search.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') {
          clearSearch();
        } else if (event.key === 'Enter') {
          clearTimeout(searchTimer);
          if (!filter) applySearch(search.value);
          if (!found.length) return;
          foundCursor = (foundCursor + 1) % found.length;
          select(found[foundCursor], true);
        }
      });

      // The exploded view: one absolutely placed box per framed node, pushed back by its
      // depth with translateZ, inside a stage rotated by dragging.
      var rotateX = 20;
      var rotateY = -30;
      var stage = null;
      var stageScale = 1;

      function buildLayers() {
        layers = new Array(count);
        stage = el('div', 'stage');
        var bounds = data.bounds;
        stage.style.width = bounds[2] + 'px';
        stage.style.height = bounds[3] + 'px';
        var made = 0;
        for (var i = 0; i < count && made < MAX_LAYERS; i++) {
          var node = nodes[i];
          if (!node.f) continue;
          var layer = el('div', 'layer' + (node.h ? ' hidden' : ''));
          layer.setAttribute('data-node', String(first + i));
          layer.style.left = node.f[0] - bounds[0] + 'px';
          layer.style.top = node.f[1] - bounds[1] + 'px';
          layer.style.width = node.f[2] + 'px';
          layer.style.height = node.f[3] + 'px';
          layer.style.borderColor = node.s ? data.severityColors[node.s] : color(node.d);
          layer.style.setProperty('--depth', String(node.d));
          if (i === selected) layer.classList.add('selected');
          if (isFound[i]) layer.classList.add('found');
          stage.appendChild(layer);
          layers[i] = layer;
          made++;
        }
        layersPane.appendChild(stage);
        var framed = nodes.filter(function (node) { return node.f; }).length;
        if (made < framed) {
          layersPane.appendChild(el('p', 'note', 'Showing the first ' + made + ' of ' + framed
            + ' layers.'));
        }
        html.setAttribute('data-vtree-layers', String(made));
      }

      function placeStage() {
        var bounds = data.bounds;
        var width = layersPane.clientWidth || 800;
        var height = layersPane.clientHeight || 600;
        stageScale = Math.min(width / (bounds[2] || 1), height / (bounds[3] || 1)) * 0.7 * zoom3d;
        stage.style.setProperty('--spacing', spacing.value + 'px');
        stage.style.transform = 'translate(calc(-50% + ' + shift3d.x + 'px), calc(-50% + '
          + shift3d.y + 'px)) scale(' + stageScale + ') rotateX(' + rotateX + 'deg) rotateY('
          + rotateY + 'deg)';
        html.setAttribute('data-vtree-zoom', number(zoom3d));
      }

      function setMode(threeD) {
        document.getElementById('mode-2d').classList.toggle('active', !threeD);
        document.getElementById('mode-3d').classList.toggle('active', threeD);
        document.getElementById('spacing-control').hidden = !threeD;
        wireframe.hidden = threeD;
        layersPane.hidden = !threeD;
        html.setAttribute('data-vtree-mode', threeD ? '3d' : '2d');
        if (threeD) {
          if (!layers) buildLayers();
          placeStage();
        }
      }

      document.getElementById('mode-2d').addEventListener('click', function () {
        setMode(false);
      });
      document.getElementById('mode-3d').addEventListener('click', function () {
        setMode(true);
      });
      spacing.addEventListener('input', placeStage);
      var drag = null;
      layersPane.addEventListener('pointerdown', function (event) {
        drag = { x: event.clientX, y: event.clientY, moved: false, shift: event.shiftKey };
      });
      window.addEventListener('pointermove', function (event) {
        var moved = drag && dragged(drag, event);
        if (!moved) return;
        var dx = moved.x;
        var dy = moved.y;
        if (drag.shift) {
          shift3d.x += dx;
          shift3d.y += dy;
        } else {
          rotateY += dx * 0.4;
          rotateX = Math.max(-90, Math.min(90, rotateX - dy * 0.4));
        }
        drag.x = event.clientX;
        drag.y = event.clientY;
        placeStage();
      });
      window.addEventListener('pointerup', function (event) {
        if (drag && !drag.moved && layersPane.contains(event.target)) {
          var i = nodeOfEvent(event);
          if (i >= 0) select(i, true);
        }
        drag = null;
      });
      layersPane.addEventListener('mouseover', function (event) { hover(nodeOfEvent(event)); });
      window.addEventListener('resize', function () {
        renderRows();
        if (!layersPane.hidden) placeStage();
      });

      var framedCount = 0;
      nodes.forEach(function (node) { if (node.f) framedCount++; });
      document.getElementById('summary').textContent = count + ' nodes, ' + framedCount
        + ' drawn, ' + data.findings.length + ' findings';
      // Everything opens expanded: only the rows in view exist, whatever the tree's size.
      expanded.fill(1);
      refresh();
      setMode(location.hash === '#3d');
      html.setAttribute('data-vtree-ready', String(count));
      html.setAttribute('data-vtree-init-ms', (performance.now() - started).toFixed(1));
      html.setAttribute('data-vtree-ready-ms', performance.now().toFixed(0));
    })();
    """#
}
