// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/runwords.h"
#include "plan/compressionmethod.h"
#include "plan/copierchoice.h"
#include "plan/plan.h"
#include "plan/variant.h"

#include <QString>
#include <QStringList>

namespace cm {

// What the window, the charts and the tables call a data set and an
// operation, in the user's language; the session keeps the identifiers
// ("books", "smallfiles"), which stay what scripts and files see.

// "Books" for books; the folder's own name for "folder:PATH"; an unknown
// kind as it is.
QString dataSetTitle(const QString &kind);
QStringList dataSetTitles(const QStringList &kinds);

// "compression off" for plain, "compression on" for compressed.
QString variantTitle(Variant variant);

// "Write back" for write; an unknown name as it is.
QString operationTitle(const QString &name);

// "61.2 GiB", "64 MiB": a size in the locale's digits and the user's
// language's units (Qt's own are English in every language).
QString dataSizeText(qint64 bytes);

// How the window names a plan's choices: "Drop all caches" for drop,
// "Serial, one buffer" for serial, "btrfs image file on the drive" for loop-btrfs.
QString cacheModeTitle(CacheMode mode);
QString copierTitle(CopierChoice::Kind kind);
QString compressionMethodTitle(CompressionMethod method);

// A run's progress and notices in these words: "Timing: Books, compression
// off, Read" rather than the command line's "Timing: books, plain, read".
RunWords displayRunWords();

} // namespace cm
