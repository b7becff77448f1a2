#pragma once

#include <QString>
#include <QtGlobal>

namespace cm {

// Which data set to generate: a kind from the articles, a size and a seed.
// The same spec gives the same bytes, names and tree on every machine.
struct DataSetSpec
{
    QString kind = QStringLiteral("books");
    qint64 bytes = 64 * 1024 * 1024;
    quint64 seed = 1;
};

} // namespace cm
