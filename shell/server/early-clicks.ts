import crypto from 'node:crypto';

// A server-rendered page shows its buttons before its code has arrived and hydrated them,
// and until then a button does nothing: a shopper who presses Add to Cart at once would
// lose that press. This script, inlined at the top of a server-rendered page's body, keeps
// presses on buttons, checkboxes and radio buttons (a listing's brand filter) from the
// first moment and gives them back once the page is live: the shell calls
// window.__shopReplayClicks() after hydration, which presses each kept control again if it
// is still on the page. A kept checkbox is not ticked meanwhile (the press is held, not
// half done): the page's code then ticks it and applies the filter. After the replay it
// keeps watching checkboxes and radios only, for a part React adopts later than the shell's
// first render. A choice in a select (the listing's sort) made before its part is live is
// made again once it is. Links, and submit buttons of forms with an action, work without
// JavaScript and are left to the browser. Written as plain ES5 so that it runs before any bundle, in
// every browser the shop serves.
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  'var kept=[],done=false,pressing=false;',
  'function keep(e){',
  'if(pressing)return;',
  'var t=e.target,b=t&&t.closest?t.closest("button,input[type=checkbox],input[type=radio]"):null;',
  'if(!b||b.disabled||(b.type==="submit"&&b.form&&b.form.hasAttribute("action")))return;',
  // After the replay, only a checkbox or radio whose part React has not adopted yet is held
  // (a part may hydrate after the shell's first render): pressed once it is live.
  'if(done){if(b.tagName!=="INPUT"||live(b))return;e.preventDefault();e.stopPropagation();press(b,0);return;}',
  'e.preventDefault();e.stopPropagation();kept.push(b);',
  'document.documentElement.setAttribute("data-early-clicks",String(kept.length));',
  '}',
  'document.addEventListener("click",keep,true);',
  'window.__shopReplayClicks=function(){',
  'done=true;',
  'window.__shopReplayClicks=undefined;',
  'document.documentElement.removeAttribute("data-early-clicks");',
  'var list=kept.splice(0);',
  'for(var i=0;i<list.length;i++)press(list[i],0);',
  '};',
  // React marks each element it hydrates with an own "__reactFiber$" key, while it renders
  // the element's part, before that part is committed: a press in between is lost (and a
  // checkbox ticked natively before React looks is unticked again). So a control is live
  // once its fiber and every fiber above it up to the root are committed, the test React's
  // own getNearestMountedFiber makes: no Hydrating flag (4096) on the way up. A kept
  // checkbox or radio press waits (50 ms steps, 15 s at most: a busy phone may take that
  // long) until its control is live. A button is pressed at once (React adopts its part
  // for the press), before a fallback may replace it.
  'function live(b){',
  'var keys=Object.keys(b),f=null;',
  'for(var j=0;j<keys.length;j++){if(keys[j].indexOf("__reactFiber$")===0){f=b[keys[j]];break;}}',
  'for(;f;f=f.return){if(f.flags&4096)return false;if(!f.return)return f.tag===3;}',
  'return false;',
  '}',
  'function press(k,n){',
  'var b=current(k);',
  'if(!b)return;',
  'if(b.tagName==="INPUT"&&!live(b)&&n<300){setTimeout(function(){press(b,n+1);},50);return;}',
  'pressing=true;',
  'try{b.click();}finally{pressing=false;}',
  '}',
  // A part the page rendered again (its data came in, or the server's slot was replaced)
  // holds a new control in the old one's place: the press goes to the control with the
  // same id, or the same name and value (a brand filter's checkbox).
  // A choice in a list (a listing's sort) made before its part is live shows in the box,
  // but React never hears of it. Once the list is live, the choice is made again the way
  // React hears it: the value set through the element's own setter, then a change event.
  'document.addEventListener("change",function(e){',
  'var s=e.target;',
  'if(s&&s.tagName==="SELECT"&&!live(s))choose(s,s.value,0);',
  '},true);',
  'function choose(k,v,n){',
  'var s=current(k);',
  'if(!s)return;',
  'if(!live(s)){if(n<300)setTimeout(function(){choose(s,v,n+1);},50);return;}',
  'Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype,"value").set.call(s,v);',
  's.dispatchEvent(new Event("change",{bubbles:true}));',
  '}',
  'function current(b){',
  'if(b.isConnected)return b;',
  'if(!b.id&&!b.name)return null;',
  'var all=document.getElementsByTagName(b.tagName);',
  'for(var i=0;i<all.length;i++){var c=all[i];',
  'if(b.id?c.id===b.id:c.name===b.name&&(b.tagName!=="INPUT"||c.value===b.value))return c;}',
  'return null;',
  '}',
  '})();',
].join('');

/** The CSP source that allows exactly this inline script and no other. */
export const EARLY_CLICKS_CSP_SOURCE = `'sha256-${crypto
  .createHash('sha256')
  .update(EARLY_CLICKS_SCRIPT)
  .digest('base64')}'`;
