import crypto from 'node:crypto';

// A server-rendered page shows its buttons before its code has arrived and hydrated them,
// and until then a button does nothing: a shopper who presses Add to Cart at once would
// lose that press. This script, inlined at the top of a server-rendered page's body, keeps
// presses on buttons, checkboxes and radio buttons (a listing's brand filter) from the
// first moment and gives them back once the page is live: the shell calls
// window.__shopReplayClicks() after hydration, which presses each kept control again if it
// is still on the page. A kept checkbox is not ticked meanwhile (the press is held, not
// half done): the page's code then ticks it and applies the filter. Links, and submit
// buttons of forms with an action, work without JavaScript and are left to the browser. Written as plain ES5 so that it runs
// before any bundle, in every browser the shop serves.
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  'var kept=[];',
  'function keep(e){',
  'var t=e.target,b=t&&t.closest?t.closest("button,input[type=checkbox],input[type=radio]"):null;',
  'if(!b||b.disabled||(b.type==="submit"&&b.form&&b.form.hasAttribute("action")))return;',
  'e.preventDefault();e.stopPropagation();kept.push(b);',
  'document.documentElement.setAttribute("data-early-clicks",String(kept.length));',
  '}',
  'document.addEventListener("click",keep,true);',
  'window.__shopReplayClicks=function(){',
  'document.removeEventListener("click",keep,true);',
  'window.__shopReplayClicks=undefined;',
  'document.documentElement.removeAttribute("data-early-clicks");',
  'var list=kept.splice(0);',
  'for(var i=0;i<list.length;i++)press(list[i],0);',
  '};',
  // React marks each element it has adopted (hydrated) with an own "__reactProps$" key. A
  // press on a part it has not adopted yet would tick a checkbox natively before React
  // looks, so React would see no change and untick it: a kept checkbox or radio press
  // waits (50 ms steps, 15 s at most: a busy phone may take that long) until its control is live. A button is pressed at
  // once (React adopts its part for the press), before a fallback may replace it.
  'function press(k,n){',
  'var b=current(k);',
  'if(!b)return;',
  'if(b.tagName!=="INPUT"){b.click();return;}',
  'var keys=Object.keys(b),live=false;',
  'for(var j=0;j<keys.length;j++){if(keys[j].indexOf("__reactProps$")===0){live=true;break;}}',
  'if(live||n>=300)b.click();else setTimeout(function(){press(b,n+1);},50);',
  '}',
  // A part the page rendered again (its data came in, or the server's slot was replaced)
  // holds a new control in the old one's place: the press goes to the control with the
  // same id, or the same name and value (a brand filter's checkbox).
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
