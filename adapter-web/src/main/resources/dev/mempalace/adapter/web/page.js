// The page's only script: the "/" key, the copy buttons, and a line anchor that falls inside a block.
"use strict";
document.addEventListener("keydown", function (event) {
  var box = document.getElementById("q");
  var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName);
  if (event.key === "/" && box && !typing) {
    event.preventDefault();
    box.focus();
    box.select();
  }
});

// A hit points at its first line; the block holding that line carries the anchor of the line it starts on.
function showLine() {
  var wanted = /^#L(\d+)$/.exec(location.hash);
  if (!wanted) {
    return;
  }
  var line = Number(wanted[1]);
  var best = null;
  document.querySelectorAll(".markdown [id^='L']").forEach(function (block) {
    var at = Number(block.id.substring(1));
    if (at <= line && (!best || at > Number(best.id.substring(1)))) {
      best = block;
    }
  });
  document.querySelectorAll(".shown").forEach(function (old) { old.classList.remove("shown"); });
  if (best) {
    best.classList.add("shown");
    best.scrollIntoView();
  }
  var copy = document.querySelector("button.copy");
  if (copy) {
    copy.dataset.copy = copy.dataset.copy.replace(/:\d+-(\d+)$/, ":" + line + "-$1");
  }
}

document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("button.copy").forEach(function (button) {
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(button.dataset.copy).then(function () {
        button.textContent = "Copied";
      }, function () {
        button.textContent = button.dataset.copy;
      });
    });
  });
  showLine();
});
window.addEventListener("hashchange", showLine);
