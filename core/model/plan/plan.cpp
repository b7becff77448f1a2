// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan.h"

#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Plan)
};

} // namespace

QString cacheModeName(CacheMode mode)
{
    return enumName(CacheModeNames, mode);
}

bool parseCacheMode(const QString &name, CacheMode *mode)
{
    return parseEnumName(CacheModeNames, name, mode);
}

qint64 Plan::totalDataSetBytes() const
{
    qint64 total = 0;
    for (const DataSetSpec &spec : dataSets)
        total += spec.bytes;
    return total;
}

qint64 Plan::largestDataSetBytes() const
{
    qint64 largest = 0;
    for (const DataSetSpec &spec : dataSets)
        largest = std::max(largest, spec.bytes);
    return largest;
}

QStringList splitDataSetList(const QString &text, const QStringList &generatedKinds)
{
    QStringList kinds;
    bool inFolderPath = false;
    for (const QString &part : text.split(QLatin1Char(','))) {
        const QString item = part.trimmed();
        const bool startsKind = generatedKinds.contains(item) || isFolderKind(item);
        if (inFolderPath && !startsKind) {
            kinds.last() += QLatin1Char(',') + part;
            continue;
        }
        inFolderPath = isFolderKind(item);
        if (!item.isEmpty())
            kinds.append(inFolderPath ? part.trimmed() : item);
    }
    return kinds;
}

qint64 parseSize(const QString &text)
{
    QString number = text.trimmed().toUpper();
    if (number.endsWith(QLatin1String("IB")))
        number.chop(2);
    else if (number.endsWith(QLatin1Char('B')))
        number.chop(1);
    qint64 unit = 1;
    if (!number.isEmpty()) {
        switch (number.back().toLatin1()) {
        case 'K':
            unit = KiB;
            break;
        case 'M':
            unit = MiB;
            break;
        case 'G':
            unit = GiB;
            break;
        case 'T':
            unit = 1024 * GiB;
            break;
        default:
            break;
        }
        if (unit != 1)
            number.chop(1);
    }
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || value <= 0 || value * double(unit) > double(LargestSizeBytes))
        return 0;
    return qint64(value * double(unit));
}

bool parseSeed(const QString &text, quint64 *seed)
{
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    if (!ok || value > DataSetSpec::LargestSeed)
        return false;
    *seed = value;
    return true;
}

QString seedOptionError(const QString &given)
{
    return Text::tr("--seed: '%1' is not a whole number from 0 to %2")
        .arg(given, QString::number(DataSetSpec::LargestSeed));
}

} // namespace cm
