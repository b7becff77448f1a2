// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/operation.h"
#include "plan/variant.h"

#include <QLocale>
#include <QString>

#include <functional>

namespace cm {

// How a run's progress and notices name data sets, operations, variants and
// sizes: the command line in the words its options take ("books", "read",
// "plain"), the window in the titles its pages show, so that a translated
// sentence never carries an untranslated identifier. Called on the worker.
struct RunWords
{
    std::function<QString(const QString &kind)> dataSet = [](const QString &kind) { return kind; };
    std::function<QString(Operation)> operation = operationName;
    std::function<QString(Variant)> variant = variantName;
    std::function<QString(qint64 bytes)> dataSize
        = [](qint64 bytes) { return QLocale().formattedDataSize(bytes, bytes < (qint64(1) << 30) ? 0 : 2); };
};

} // namespace cm
