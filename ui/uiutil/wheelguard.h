// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace cm {

// The wheel over a page that scrolls moves the page, not the drop-down list
// or spin box under the pointer: every combo box and spin box inside
// `page` takes the wheel only once it has the focus (a click or Tab gives
// it), and passes it to the scroll area around it until then.
void guardWheel(QWidget *page);

} // namespace cm
