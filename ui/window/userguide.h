// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QDialog;
class QWidget;

namespace cm {

// Help > User Guide: the documents, which the program carries inside it
// (the installed packages hold no other copy), shown from the window's
// page with their screenshots; links between them are followed inside,
// links to the web open in the browser; in a window of another language,
// a line above them says they are in English. Not modal; deleted when closed.
QDialog *showUserGuide(QWidget *parent);

} // namespace cm
