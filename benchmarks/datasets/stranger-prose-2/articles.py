"""Invented encyclopedia-style articles for the stranger-prose-2 evaluation set.

Every person, company, place, date and figure in these texts is invented.
Each article is a block of paragraphs separated by blank lines; the lines inside
a paragraph are joined with single spaces by ``paragraphs()``.
"""

from __future__ import annotations

ORLEN = """
Orlen Hill Observatory was a private and later university observatory on the summit of Orlen Hill,
about four miles north of the market town of Pellingford. It was founded in 1823 by the wool merchant
Josiah Thorncastle, who had become interested in astronomy after attending a winter course of lectures
given by the travelling demonstrator Aldous Quire in 1817. The observatory operated for ninety-one years,
during which it was directed by six astronomers, catalogued more than 14,000 stars and discovered two
comets. It closed in 1914, and its main building now houses the Pellingford Museum of Instruments.

Thorncastle bought the hilltop from the Averley estate in 1821 for £640, choosing it over a lower site at
Mossgate because the air above the hill was clearer of smoke from the town's dye works. The architect
Cornelius Fane designed a two-storey stone building with a central rotating dome twenty-two feet across,
which was completed in the autumn of 1823 at a total cost of £2,150. Fane had never designed an
observatory before, and his first dome jammed so often in cold weather that it was replaced in 1826 with a
lighter timber dome built by the shipwright Eli Mordaunt.

The first director was Thorncastle's nephew, Henry Vossell, who had studied mathematics at Drayford
College but had no practical training as an observer. Vossell began with a five-inch refractor made by the
Harwick firm of Kettering and Lowe, using it mainly to time the passage of stars across the meridian so
that the town's clocks could be set correctly. His most important early work was a list of 212 double
stars, published in 1831. Vossell was unable to measure the parallax of any star, a goal he pursued for
nine years, and he resigned in 1834 after a dispute with his uncle over the cost of a larger lens.

Josiah Thorncastle died in 1836 and left the observatory to a trust of five Pellingford citizens, together
with an endowment of £9,000 invested in turnpike bonds. The trust was chaired by the banker Samuel Greaves,
who appointed Alexander Duthie of Kilbrannan as the second director in 1837. Between Vossell's resignation
and Duthie's arrival the instruments were looked after by the caretaker, Thomas Rudd, who kept the weather
diary without a break. The trust did not permit public visits until 1841, when it opened the dome to
subscribers on the first Tuesday of each month.

Duthie persuaded the trustees to buy a nine-and-a-half-inch refractor, which was delivered from the
Lindenhof workshop of Friedrich Adelmann in 1843 at a price of £1,380. To pay for it the trust sold half of
its turnpike bonds, a decision that later reduced the observatory's income by about a third. With the new
telescope Duthie and his assistant, Rebecca Tallis, began the Orlen Zone Catalogue, which recorded the
positions of stars between 20 and 30 degrees of north declination. Tallis, the daughter of a Pellingford
schoolmaster, carried out most of the reductions and was paid eighteen shillings a week.

On 9 March 1847 Rebecca Tallis discovered a faint comet in the constellation of Lynx while checking zone
positions, and it became known as Comet Tallis. Because the trust's rules credited all discoveries to the
director, the first announcement, sent to the Northern Astronomical Register, named Duthie as the
discoverer. The error was corrected in the following issue after Duthie himself wrote to the editor. A
second comet was found from Orlen Hill in 1862 by the assistant Walter Bream, but it was lost after eleven
nights and its orbit was never calculated.

Duthie retired in 1858 because of failing eyesight and was succeeded by his former pupil Edmund Hamlyn,
then only twenty-six. Tallis had been expected to follow him, but the trustees refused to appoint a woman
as director, and she left for the observatory in the port of Sandmere, where she worked until 1880.
Hamlyn completed the Zone Catalogue in 1864, publishing 14,310 positions in three volumes, which remained
the observatory's best-known work. He also had a telegraph line laid to Pellingford station in 1860 so
that time signals could be sent directly to the railway.

From 1866 Hamlyn turned to the new science of spectroscopy, fitting the refractor with a two-prism
spectroscope made by the local optician Nathaniel Crewe. He sorted the spectra of 480 bright stars into
four groups, a scheme he described in a paper read before the Northern Philosophical Society in 1871.
Critics complained that the scheme was almost identical to one published two years earlier by Lorenzo
Bazzi, an observer at Castel Aurino. Hamlyn insisted that he had not seen Bazzi's work, and the society
accepted his explanation, although it printed the two schemes side by side in its proceedings.

By 1875 the trust's income had fallen to £310 a year, less than half of what was needed to pay two
assistants and maintain the buildings. After negotiations lasting three years, the observatory was
transferred in 1878 to Drayford College, which renamed it the Drayford University Observatory at Orlen
Hill and made the director a professor. Hamlyn accepted the chair but disliked teaching, and he complained
that undergraduates damaged the eyepieces. The college did not take over the caretaker's cottage, which
remained the property of the Rudd family until 1902.

Hamlyn died suddenly in 1883 at the age of fifty-one, and the college appointed Gwilym Pryce, previously
first assistant at the Sandmere observatory, as the fourth director. Pryce had trained under Rebecca Tallis
there, and one of his first acts was to have her name added to the entry for the 1847 comet in the
observatory's published records. He was more interested in photography than in spectroscopy, and in 1886
he persuaded the college to buy a thirteen-inch photographic lens from the firm of Marlowe Brothers at a
cost of £2,040.

Between 1888 and 1899 Pryce and two assistants exposed more than 3,700 glass plates for a photographic map
of the northern Milky Way. The plates were measured in a new brick building, the Plate House, which was
put up beside the dome in 1890. The work was slowed by smoke from the Mossgate brickworks, which opened in
1892 and darkened the sky to the south-west on most evenings. Pryce petitioned the county council to limit
the brickworks' hours, but the council declined, and he was never able to finish the southern section of
the map.

Pryce resigned in 1901 to take charge of a new observatory at Cape Meriden, and the college chose Lyle
Ashdown, a physicist with no astronomical experience, as his replacement. Ashdown's appointment was
opposed by the senior assistant, Harold Venn, who had expected the post himself and left within the year.
Ashdown reorganised the observatory around a magnetic and meteorological programme, arguing that the
hill's dark skies had been lost and that its weather records, begun by Thomas Rudd in the 1830s, were now
its most valuable asset.

In January 1906 a gale tore away part of the timber dome built by Eli Mordaunt eighty years earlier, and
rainwater damaged the spectroscope and several hundred of Pryce's plates. The college spent £720 on a
steel dome from the Birchfield Ironworks, but it declined to repair the spectroscope, which was sold as
scrap in 1907. The thirteen-inch photographic lens survived undamaged and was lent in 1909 to the Cape
Meriden observatory, where Pryce used it for double-star work until his death in 1919.

The observatory's last director was Ashdown's deputy, Clara Fenwick, who took charge in 1911 when Ashdown
moved to the national weather bureau at Kingsbarrow. In 1913 the college decided that an observatory on
the hill could no longer be justified, and the last regular observations were made on 30 June 1914. The
nine-and-a-half-inch Adelmann refractor was moved to the college's teaching laboratory in Drayford, while
the weather instruments were handed to the county council. Fenwick did not remain with the college; she
became a schoolteacher in Sandmere.

The buildings stood empty until 1927, when Pellingford Borough Council bought the site for £1,100 and
converted the main building into the Pellingford Museum of Instruments, which opened in 1929. The Plate
House was demolished in 1958 to make way for a car park. The steel dome was restored in 1984 with a grant
from the Haverley Trust. Among the museum's exhibits is Vossell's five-inch refractor, which had been
missing for decades until it was found in a farm outbuilding at Mossgate in 1971.

Historians have compared Orlen Hill with the larger observatory at Kilbrannan, which was founded a year
later but employed three times as many assistants. The Orlen Zone Catalogue was reprinted in 1921, and its
positions were used in the Kilbrannan General Catalogue of 1938. Rebecca Tallis is now regarded as the
most skilful observer to have worked on the hill; a lunar crater was named after her in 1970, and a blue
plaque was placed on her birthplace in Church Lane, Pellingford, in 1996. No crater or minor planet has
been named after Thorncastle.
"""

MESKAR = """
The Meskar Delta is a low-lying alluvial plain of about 6,400 square kilometres, formed where the Meskar
River divides into seven principal branches before reaching the Gulf of Varran. Irrigation on the delta
has a recorded history of more than five centuries, beginning with earth embankments built by villages
and culminating in the Halvari Barrage, completed in 1958. The main crops have changed over that period
from millet and barley to rice, cotton and, since the 1970s, sugar beet. The irrigated area grew from
about 900 square kilometres in 1800 to 4,100 square kilometres in 1990.

The oldest written reference to irrigation on the delta is a land grant of 1462, issued by the ruler
Azmar of Quellat, which mentions a "water ditch of the elders" near the village of Tiresk. Before the
sixteenth century most fields were watered by flood recession: farmers sowed the mud left by the river's
summer flood and relied on it to hold moisture until harvest. Embankments, known locally as dhoras, were
built by each village separately and were rarely more than two metres high. There was no authority
responsible for the delta as a whole.

In 1588 the governor Ruhan Delmaz created the Water Court of Tiresk, a council of twelve village headmen
that met each spring to allocate water from the three eastern branches. The court's records, kept in a
single ledger until 1702, list 340 disputes, most of them over the timing of sluice openings rather than
the quantity of water. A second court, at Ombrasi, was founded in 1611 for the western branches, but it
never gained the authority of the Tiresk court and was dissolved in 1649 after its members refused to pay
the governor's levy.

The worst flood in the delta's recorded history came in August 1736, when the Meskar rose more than six
metres above its usual level and broke through the embankments at forty-one places. Contemporary
estimates put the number of deaths at around 11,000, and the town of Ombrasi was abandoned for nine
years. The disaster was blamed on the practice of cutting embankments to release water onto a village's
own fields, which had weakened them. After the flood the Tiresk court banned all private cuts and
appointed four embankment wardens, the first paid officials in the delta's history.

The first complete map of the delta's watercourses was made between 1812 and 1819 by the surveyor Piet
Kalvet, who had been hired by the provincial treasury to assess land taxes. Kalvet measured 1,270
kilometres of irrigation channels and ditches and recommended that the seven river branches be reduced to
four by closing the smaller ones. The treasury did not adopt this plan, partly because closing the
branches would have cut off the fishing villages on the outer delta. Kalvet's map was nevertheless used
for tax purposes until 1871.

Cotton was introduced to the delta in 1834 by the merchant Halim Serrat, who brought seed from the upland
province of Dorvane. Because cotton needs water in late summer, after the flood has receded, its spread
created a demand for year-round irrigation, which the old flood-recession system could not supply. By
1860 cotton covered about 1,500 square kilometres, a third of the cultivated area, and the delta sent
23,000 tonnes a year downriver for export through the river port of Qasrin. The price of cotton fell
sharply in 1867, and many growers went back to grain.

In 1872 the provincial government replaced the Water Court of Tiresk with the Delta Irrigation Board, a
body of nine members, only three of whom were elected by farmers. The first chairman was the engineer
Oskar Lindqvar, a former army officer who had built fortifications on the northern frontier. Lindqvar's
main achievement was the Sabra Weir, a masonry weir across the eastern branch completed in 1879, which
raised the water level enough to feed irrigation channels through the dry months. The weir cost 1.8
million rials, twice its original estimate.

Within fifteen years of the weir's completion, farmers in the lower eastern delta reported that their
soils were turning white with salt. The cause was waterlogging: year-round irrigation had raised the
water table to within a metre of the surface, and evaporation left salt behind. The board's engineers at
first denied any connection with the weir, and it was not until a study by the agronomist Leila Mansour
in 1896 that the problem was officially recognised. Mansour estimated that 310 square kilometres had
already been lost to cultivation.

Mansour recommended a network of drains to lower the water table, and the board began building them in
1899 under the engineer Tomas Berrioch. By 1912 about 600 kilometres of open drains had been dug, most of
them by hand. The drains recovered some of the salted land, but they also carried salt into the lagoons of
the outer delta, where the fish catch fell by about half between 1905 and 1915. The fishing villages
petitioned the board for compensation, but the board was unable to pay because its budget had been cut
during the financial crisis of 1908.

Rice was grown on the delta only in small quantities until the 1920s, when the board encouraged it in the
salt-affected lower districts, since flooding the paddies helps to wash salt out of the soil. The rice
area expanded from 80 square kilometres in 1921 to 740 in 1939. Most of the new paddies were laid out by
the Amrani Land Company, which leased reclaimed land from the board for twenty-five years at a time. The
company was criticised for evicting tenant farmers, and in 1934 its director, Faris Amrani, was briefly
imprisoned for bribing two members of the board.

Proposals for a barrage across the main river at the head of the delta were first made in 1911, but they
were repeatedly postponed because of the cost. The project was revived in 1947 by the newly created
Ministry of Water and Agriculture, whose first minister, Yusra Qadir, made it the centrepiece of a
ten-year development plan. The site chosen was at Halvari, where the river narrows to 820 metres between
rock outcrops. A rival site at Denn, further upstream, was rejected because its foundations were judged
too soft to carry the structure.

Construction of the Halvari Barrage began in 1951 and was carried out by a consortium of two firms, Morrow
and Pike and the Celestine Engineering Company. At its peak the project employed 14,500 workers. The
barrage has 48 gates, each twelve metres wide, and raised the river by up to four metres to feed two new
main channels, the North Feeder and the South Feeder. It was opened on 17 April 1958 by Ibrahim Sowande,
who had succeeded Qadir as minister after she resigned in 1955 in a dispute over the contract. The total
cost was 64 million rials.

The barrage allowed a second annual crop on most of the delta and raised the irrigated area to 3,600
square kilometres by 1965. It also ended the summer floods that had renewed the soil with silt each year,
so farmers had to buy chemical fertiliser for the first time. The Sabra Weir became redundant and was
partly demolished in 1962, although its eastern abutment was kept as a monument. The barrage did not
prevent the flood of 1963, when heavy rain over the lower catchment, below the barrage, overwhelmed the
drains.

In 1971 the Delta Irrigation Board was merged into the ministry and renamed the Meskar Water Authority.
The new authority introduced water charges based on the area irrigated rather than the volume used, a
system that the farmers' unions had long demanded. It also promoted sugar beet, which tolerates salt
better than most crops, and a sugar refinery opened at Qasrin in 1974. By 1985 sugar beet covered 900
square kilometres. Cotton, once the delta's main export, had fallen to less than 200 square kilometres by
the same year.

Since the 1980s the coastline of the delta has retreated by up to thirty metres a year in places, because
the barrage traps most of the river's sediment upstream. Pumping of groundwater for the towns has also
caused the land to sink, by as much as 1.2 centimetres a year near Qasrin. A plan of 1994 to flush
sediment through the barrage gates during floods was tested twice but abandoned because it damaged the
gates. The authority has never published an estimate of how much land will be lost to the sea by 2050.

Historians of the delta have stressed the continuity of its local institutions: the four embankment
wardens created in 1736 survived, under various titles, until 1971, and their successors still inspect
the embankments each March. The economist Daniel Orsk, writing in 1988, compared the delta's experience
unfavourably with that of the neighbouring Sarrin Valley, where a smaller barrage built in 1952 caused
far less salinity. The Tiresk ledger, the oldest surviving irrigation record on the delta, is kept in the
provincial archive at Dorvane and was digitised in 2009.
"""

CASTRELLE = """
The Weavers' Guild of Castrelle was a craft guild that regulated the weaving of woollen and linen cloth in
the town of Castrelle and its surrounding parishes from 1391 until its dissolution in 1836. At its height,
in the 1580s, it had about 1,150 members, including master weavers, journeymen and apprentices, and
controlled some 420 looms. The guild set prices, inspected cloth, trained apprentices and supported the
widows of members from a common fund. It was renamed twice, becoming the Company of Clothworkers of
Castrelle in 1604 and the Castrelle Cloth Company in 1771.

The guild received its first charter on 11 November 1391 from Count Aubert of Lisle-Varenne, in return for
an annual payment of forty marks and the supply of blue cloth for the count's household. The charter was
granted after a petition by eighteen master weavers led by Jehan Corbel, who became the first warden.
Corbel had been a fuller before taking up weaving, yet the fullers of Castrelle were not admitted to the
guild; they formed a separate fraternity in 1402, with which the weavers quarrelled for more than a
century.

The guild was governed by a warden and four assistants, elected each year on the feast of St. Blaise by
the master weavers alone. Journeymen had no vote. An apprentice served seven years, after which he became
a journeyman and could apply to become a master by presenting a "proof piece", a length of cloth eleven
ells long, to the searchers, who judged its weave and dye. The fee for admission as a master was twelve
shillings for the son of a master and thirty shillings for anyone else.

The searchers, four in number, inspected every piece of cloth woven in the town before it could be sold.
Cloth that passed received a lead seal stamped with a shuttle and a crescent; faulty cloth was cut into
pieces and its maker fined. In the guild's surviving fine book, covering 1447 to 1519, the most common
offence was stretching cloth on tenter frames to make it appear longer, which accounted for 612 of the
1,043 recorded fines. Cloth bearing the Castrelle seal was accepted without further inspection at the
fairs of Meuvranne.

Plague struck Castrelle in 1478 and again in 1483, killing perhaps a third of the town's inhabitants. The
guild lost thirty-one masters in the first outbreak, and to fill the gap it admitted weavers from outside
the town without a proof piece, for the only time in its history. Among them was Pieter Haelwyck of
Oudenmark, who introduced the narrow loom for worsted cloth. Haelwyck's worsteds, lighter than the
traditional broadcloth, sold well, and by 1500 they made up a quarter of the town's output.

Women had a recognised but limited place in the guild. A master's widow could keep his looms and
apprentices for as long as she did not remarry, and the records name 67 such widows between 1420 and
1600. The most successful, Margery Sallow, ran eleven looms after her husband's death in 1542 and was the
only woman ever to serve as a searcher, an office she held from 1551 to 1556. Women were never permitted
to take apprentices in their own name, and none was ever elected warden.

The guild's hall, the Weavers' Hall on Tenter Street, was built between 1509 and 1514 to designs by the
mason Robert Ashe, replacing a timber hall that had burned down in 1506. It cost £380, raised by a levy of
four pence on every sealed piece of cloth. The great chamber of the hall had a carved ceiling showing the
twelve tools of the weaving trade. The building was sold in 1837, after the guild's dissolution, and it
served as a corn exchange until 1902 and as a public library from 1908.

The long quarrel with the fullers' fraternity came to a head in 1531, when the weavers refused to send
cloth to the fulling mills on the river Sallen, accusing the fullers of overcharging. For eight months the
Castrelle weavers sent their cloth instead to mills at Hawkbridge, twelve miles away. The dispute was
settled by the Bishop of Castrelle, Thomas Wyvell, whose award fixed the fulling price at three pence an
ell and required the fullers to repair damaged cloth at their own cost. The two bodies finally merged in
1604.

The merger of 1604 created the Company of Clothworkers of Castrelle, which brought weavers, fullers, dyers
and shearmen under a single governing court of twenty-four members. The first master of the new company
was the dyer Nicholas Pembury. The weavers, who had expected to dominate the company, held only nine of
the twenty-four seats, fewer than the finishing trades combined. Pembury introduced a new seal bearing a
shuttle and a teasel, and the old crescent seal was withdrawn in 1606.

Membership fell from about 1,150 in 1585 to about 640 in 1650, as the trade moved to villages in the
Wendle valley, where weavers could work without guild rules. The company tried to extend its authority
over the valley by obtaining a royal patent in 1622, but the village weavers ignored it, and the company
was unable to enforce it because the county justices refused to support its searchers. The civil
disorders of the 1640s reduced trade further: in 1645 only 2,300 pieces of cloth were sealed, against
9,800 in 1600.

A partial revival followed in the 1680s, when the master of the company, Richard Coyle, encouraged the
making of a light mixed cloth of linen and wool called Castrelle stuff. Coyle lent looms from the
company's stock to journeymen who agreed to weave it, and by 1700 Castrelle stuff accounted for two-thirds
of the cloth sealed in the town. Its chief market was the overseas colony of New Wendle, which bought it
for servants' clothing. The trade collapsed after 1733, when New Wendle imposed a duty of ten per cent on
imported cloth.

In 1771 the company obtained a new charter, which renamed it the Castrelle Cloth Company and allowed it to
admit members who were not cloth workers, such as merchants and mill-owners. The change was driven by the
master of that year, Edward Lamb, who owned a water-powered spinning mill at Sallen Bridge. Older members
objected that the company was being turned into a merchants' club, and in 1773 forty-two weavers left to
form the Castrelle Journeymen's Society, which the company refused to recognise.

The first power looms in Castrelle were installed in 1812 by the mill-owner James Harrow at his Prospect
Mill. In April 1813 a crowd of about 300 weavers broke into the mill and destroyed nineteen looms. The
company condemned the attack but petitioned Parliament for a limit on the number of power looms, a request
that was rejected. Harrow rebuilt his mill with 60 looms in 1815, and by 1830 there were more than 900
power looms in the town, against fewer than 150 hand looms.

By the 1830s the company had become largely irrelevant to the town's trade: the searchers had stopped
inspecting cloth in 1819, and membership had fallen to 74. The Borough Reform Act of 1835 removed the
company's remaining privileges, including its right to appoint two members of the town council. The last
master, William Dunnock, proposed dissolution at a meeting on 2 March 1836, and the motion was carried by
51 votes to 9. The company's property was sold, and the proceeds, about £4,200, were divided between the
widows' fund and the new Castrelle Mechanics' Institute.

The records of the guild survived largely because Dunnock deposited them with the Mechanics' Institute,
which passed them to the borough archive in 1921. They include the fine book of 1447 to 1519, the
admission registers from 1502 onwards and the minute books of the company's court. The original charter
of 1391 was not among them; it had been lost before 1650, and its text is known only from a copy made in
1587 by the town clerk, Anthony Lisle. A fire at the archive in 1940 destroyed the minute books for the
years 1700 to 1771.

The Weavers' Hall remains the most visible trace of the guild, and the lead seal with shuttle and crescent
appears in the arms of the borough of Castrelle, granted in 1889. The historian Agnes Whitlow, in a study
published in 1962, argued that the guild's strict rules slowed the adoption of new cloths, comparing it
with the weavers' guild at Meuvranne, which had allowed worsted weaving forty years earlier. Later
historians have disputed her view, noting that the output of cloth at Castrelle grew faster than that of
Meuvranne between 1480 and 1580.
"""

CALDERVANE = """
The Caldervane Mountain Railway is a metre-gauge rack railway that climbs from the lakeside town of
Essendorf to a summit station on the Caldervane, a mountain 2,614 metres high. The line is 9.4 kilometres
long, overcomes a difference in height of 1,742 metres and has a maximum gradient of 24 per cent. It
opened in stages between 1889 and 1893 and was electrified in 1911. The railway has been owned since 1947
by the municipality of Essendorf, and in 2019 it carried about 412,000 passengers, most of them tourists.

A railway to the summit was first proposed in 1871 by the hotel owner Anselm Brugger, whose Hotel Seeblick
in Essendorf was losing guests to resorts with easier access to the mountains. Brugger's plan for an
adhesion line climbing by a series of zigzags was rejected by the regional government as unsafe. In 1884
the engineer Konrad Wessler revived the idea using a rack system of his own design, in which a double
toothed rail gave greater security on steep grades. Wessler and Brugger founded the Caldervane Railway
Company in 1886 with a capital of 1.6 million francs.

Construction began in May 1887 under the contractor Luigi Ferrante. The first section, 3.8 kilometres long,
from Essendorf to the intermediate station at Almwiese, opened on 1 July 1889. Work on the upper section
was interrupted in the winter of 1890, when an avalanche destroyed the workers' camp at Schartenegg and
killed seven labourers. The remaining 5.6 kilometres, including the 480-metre Gratwand Tunnel, were
completed in 1893, and the first train reached the summit on 14 August of that year, carrying the
directors of the company and a brass band.

The railway was originally worked by eight steam locomotives built by the Hallerbach Machine Works. Each
locomotive pushed a single carriage uphill, with its boiler tilted so that it stayed nearly level on the
steep grades. The ascent took 95 minutes, and each locomotive used about 600 kilograms of coal on a return
trip. Because water was scarce above Almwiese, a tank holding 40,000 litres was built at Schartenegg and
filled by a pipeline from a spring. The steam trains ran only from June to September, and the line was
closed for the rest of the year.

Traffic in the first years fell well below the company's forecasts: the prospectus had predicted 60,000
passengers a year, but the best year before 1900 brought only 38,500. The company paid no dividend until
1898. Brugger, who had invested most of his fortune in the line, sold the Hotel Seeblick in 1895 and left
the board in 1896. He was replaced as chairman by the banker Rudolf Amsel, who cut fares by a fifth and
introduced return tickets combined with a journey on the lake steamers, which doubled traffic between 1897
and 1905.

The company opened the Summit Hotel in 1897, a stone building with 42 rooms designed by the architect
Hedwig Roth. Guests who stayed overnight could watch the sunrise, and the hotel's advertisements claimed
that eleven lakes could be seen from its terrace on a clear day. The hotel was damaged by a fire started
by lightning in 1908 and was rebuilt with 60 rooms in 1910. It was never profitable on its own, but the
company kept it open because guests who stayed overnight usually bought two single tickets instead of a
cheaper return.

Electrification was approved in 1908 after a long debate between supporters of electric traction and
those who wanted to keep steam. The chief engineer, Paul Tobler, argued that electric trains would be
faster and could run in winter, since they would not need water from the spring, which froze. A
hydroelectric plant was built on the Essbach stream, and electric services began on 1 June 1911, using
three-phase current at 1,500 volts. The ascent time fell from 95 to 52 minutes. Six of the steam
locomotives were scrapped, but two were kept for clearing snow.

Year-round operation began in December 1912, making the Caldervane one of the first mountain railways in
the region to run in winter. Keeping the line open required a rotary snow plough, built in 1912 by the
Hallerbach works and pushed by one of the two retained steam locomotives. Winter traffic was light at
first, but it grew rapidly after the first ski lift on the upper slopes opened in 1934. The winter of 1917
was the only one in which the service was suspended, because the intake of the Essbach plant froze solid
for seven weeks.

During the trade depression of 1921 to 1924 passenger numbers fell by more than half, and the company was
unable to pay the interest on its loans. It was rescued in 1923 by a loan of 900,000 francs from the
municipality of Essendorf, which received three seats on the board in return. The depression also ended
the combined rail and steamer tickets, because the lake steamer operator, the Essensee Navigation Company,
went bankrupt in 1922. No other company ran steamers on the lake until 1931.

The only fatal accident in the railway's passenger service took place on 23 July 1937, when a descending
train lost its braking on the section below the Gratwand Tunnel and derailed on a curve. Four passengers
and the driver, Emil Kessler, were killed and 27 people were injured. An inquiry led by the engineer
Marianne Odermatt found that a worn pinion on the locomotive's driving axle had slipped out of the rack.
Her report did not blame Kessler, but it criticised the company for extending the interval between
inspections from three months to six.

Falling revenues and the cost of replacing the original electric locomotives led the shareholders to sell
the railway to the municipality of Essendorf in 1947 for 2.2 million francs. The municipality renamed it
the Caldervane Mountain Railway, the name it still uses; the original company had traded as the
Caldervane Railway Company. The sale was opposed by the Brugger family, who still held eleven per cent of
the shares, but they were outvoted at a meeting of shareholders in March 1947.

Between 1954 and 1957 the municipality replaced the original electric locomotives with four articulated
railcars built by the Sennwald Carriage Company, each seating 110 passengers. The railcars climbed without a
separate locomotive and cut the ascent time to 38 minutes. The line was converted to single-phase current
in 1956, because spare parts for the three-phase equipment had become difficult to obtain. A fifth
railcar, ordered in 1962, was not delivered until 1964, because a strike had closed the builder's factory
for most of the previous year.

In 1968 a private company, Panorama Bahnen, opened an aerial cableway from the village of Unterbach, on the
far side of the mountain, to a point 200 metres below the summit. The cableway took only 14 minutes, and
the railway's passenger numbers fell from 340,000 in 1967 to 255,000 in 1970. The municipality did not
respond by cutting fares; instead it rebuilt the summit station with a restaurant and an observation deck,
which opened in 1973 and helped traffic to recover to 330,000 by 1978.

A storm on 26 December 1999 brought down more than 2,000 trees across the line between Almwiese and
Schartenegg and damaged the overhead wires over a length of four kilometres. The railway was closed for
five months, the longest closure in its history, and reopened on 20 May 2000. The repairs cost 7.3
million francs, of which the regional government paid 40 per cent and the municipality the rest. While the
line was closed, the Summit Hotel was supplied by helicopter.

Today the railway operates six railcars. Two of them were delivered in 2016 by the firm of Brennholz Rail
to replace the two oldest Sennwald railcars, and a third Brennholz unit was added in 2021. Trains run every
30 minutes in summer and every hour in winter. The rack system is still Wessler's original double-toothed
design, although the rack itself has been renewed twice, in 1962 and 2008. The railway employs 58 staff
in summer and 41 in winter. Its busiest day on record was 2 August 2018, when it carried 6,120 passengers.

One of the two steam locomotives kept for snow clearing, No. 4, was restored to working order in 1989 and
runs on special occasions, usually on the anniversary of the summit opening in August. The other, No. 7,
is displayed outside Essendorf station. The railway was listed as a cultural monument in 2003. It is often
compared with the Hornfeld Railway across the lake, which is steeper but shorter and was never converted
from steam; the two lines have offered a combined ticket since 1998.
"""

KORVATH = """
The Korvath school was a tradition of chess play and teaching centred on the city of Korvath from the
1850s until about 1940. Its players were known for closed, manoeuvring positions and for the careful
study of endgames, in contrast to the attacking style then fashionable elsewhere. The school grew out of
the chess room of the Café Marenz on Brückengasse and was later associated with the Korvath Chess Society,
founded in 1862. Over eight decades it produced four winners of the open national championship and the
widely used endgame manual Principles of the Ending, first published in 1879.

The Café Marenz opened in 1838 and gained its chess room in 1851, when the proprietor, Ottilie Marenz, set
aside a back room with eight tables after customers complained that chess players occupied the main hall
for hours while ordering little. Players paid two groats an hour for boards and pieces. The room soon
attracted students from the city's polytechnic and clerks from the nearby customs house. The most
influential of the early regulars was the customs inspector Matthias Hollweg, who kept a notebook of the
games played there from 1853 to 1860.

Hollweg was not the strongest player at the café, a distinction usually given to the student Ferenc
Adamik, but he was the first to argue that chess could be taught systematically. His notebook of 1,140
games, annotated in a small and careful hand, was used to show beginners how particular pawn structures
led to particular endings. Hollweg never played in an international tournament, and he declined an
invitation to the Dornau congress of 1858, saying that his duties at the customs house left him no time
to travel.

The Korvath Chess Society was founded on 3 October 1862 by twenty-six members of the café circle, with
Hollweg as its first president. It moved out of the Café Marenz in 1867, after the café raised its fees,
into rented rooms above a bookshop in Kastellplatz. The society organised the first Korvath championship
in 1864, which was won by Ferenc Adamik ahead of eleven other players. Adamik won the championship again
in 1865 and 1866 but then emigrated to the city of Port Averne, where he gave up competitive chess
altogether.

Principles of the Ending, the best-known book of the school, was written by Hollweg's pupil Leopold
Strasny and published in 1879 by the Korvath firm of Wendt and Sons. It contained 318 studied positions
arranged by the material left on the board, beginning with king and pawn against king. Strasny introduced
the term "quiet square" for a square from which a king could reach either of two critical points. The
book sold 4,000 copies in its first decade and was translated into three languages, but it was never
issued in an edition for schools, as Strasny had wished.

Strasny was also the first player of the school to reach national standing. He won the national
championship at Heilbrunn in 1881, winning nine and losing two of his eleven games, with no draws.
Opponents complained that his play was dull, and the journalist Anton Pfeffer described his style as
"chess played with the curtains drawn". Strasny lost the title in 1883 to the attacking player Dmitri
Valenko of Ostrel, and he did not compete in a national championship again. He devoted the rest of his
life to teaching and died in 1902.

In 1888 the society divided over whether to admit women. A majority of members voted to admit them, and
the minority, led by the merchant Gustav Brenner, left to found the Korvath Chess Club, which remained
closed to women until 1931. The first woman to join the society was Hanna Strasny, the daughter of
Leopold Strasny, who had learned the game from her father's manuscript. The two bodies played an annual
match from 1890 onwards, and the society won nineteen of the first twenty-five of these matches.

Hanna Strasny became the strongest woman player in the country in the 1890s and won the first women's
national championship, held at Korvath in 1897, with a score of eight out of nine. She married the
schoolmaster Karl Oberle in 1899 and afterwards played as Hanna Oberle-Strasny. She edited the second
edition of Principles of the Ending in 1905, adding 64 new positions, most of them endings with rooks.
She was unable to defend her national title in 1900 because of illness, and it passed to Elise Warnow.

The international tournament held at Korvath in 1907 was the largest event in the history of the school.
Organised by the society with a prize fund of 12,000 crowns, it brought together eighteen players from
seven countries and lasted five weeks. The winner was the visiting master Arvid Lindgren of Holmsund, with
the Korvath player Josef Rauch in second place. The tournament book, edited by Oberle-Strasny, was
criticised for favouring local players in its notes, but it sold out within a year.

Josef Rauch, born in 1879 in the village of Sankt Olm, was the most successful player the school
produced. A railway clerk, he learned chess at the society's Thursday classes for working men, which had
been started in 1893 by Oberle-Strasny's future husband, Karl Oberle. Rauch won the national championship
three times, in 1909, 1912 and 1920, and drew a match of ten games with Arvid Lindgren in 1913. He was
known for his defence of difficult positions and lost fewer than one game in ten over his career.

The influence of the school reached its height in the 1910s and 1920s, when it produced two further
national champions: Theodor Blasek, who won in 1924, and Rauch's pupil Mira Konig, who won the open
championship in 1927 and was the first woman to do so. Blasek was a member of the Korvath Chess Club
rather than the society, and he was the only national champion the club ever produced. Konig later moved
to the capital, Larmstadt, where she opened a chess school of her own in 1932.

The opening most closely associated with the school is the Korvath Defence, in which Black answers the
advance of the queen's pawn with an early knight move and a delayed advance of the king's bishop's pawn.
The line was first analysed by Hollweg in his notebook in 1856, but it received its name only in 1910,
after Rauch had used it to win three games at the national championship of 1909. Critics considered the
defence too passive, and Valenko wrote in 1912 that it "concedes the centre and the future together".

Hard times in the early 1930s reduced the membership of both bodies, and in 1934 the Korvath Chess
Society and the Korvath Chess Club merged to form the Korvath Chess Union, with about 210 members. The
merger was negotiated by the president of the club, Hugo Falk, and the president of the society, Walter
Demmel; Falk became the first chairman of the union and Demmel its secretary. The union took over the
club's premises in the Hotel Adler on Ringstrasse, and the society's rooms above the bookshop in
Kastellplatz were given up.

Historians usually date the end of the Korvath school to about 1940. Rauch had died in 1938, Konig had
left the city, and the union's classes for working men were closed in 1939 for lack of teachers. The
younger generation of Korvath players, led by Stefan Horak, favoured the sharp openings fashionable in the
capital and openly rejected the methods of the school. Horak, who won the city championship seven times
between 1946 and 1960, never won the national title.

The Café Marenz closed in 1921, and its building on Brückengasse became a bank. The eight tables of the
chess room were bought by the society, and four of them survive in the Korvath City Museum, which opened a
permanent exhibition on the school in 1987. Hollweg's notebook was thought lost until 1964, when it was
found among the papers of his grandson in Port Averne; it was returned to Korvath in 1966 and is now kept
in the city library.

The influence of the Korvath school is most evident in the teaching of endgames: Principles of the Ending
remained in print until 1958, and its arrangement of endings by material was adopted by most later
manuals. The term "quiet square" is still used in some countries, although elsewhere the same idea is
known by other names. A memorial tournament in honour of Josef Rauch has been held in Korvath every two
years since 1948, except in 1962, when it was cancelled because of flooding in the city.
"""

ARTICLES: dict[str, str] = {
    "Orlen Hill Observatory": ORLEN,
    "Irrigation of the Meskar Delta": MESKAR,
    "Weavers Guild of Castrelle": CASTRELLE,
    "Caldervane Mountain Railway": CALDERVANE,
    "Korvath School of Chess": KORVATH,
}

# Short keys used by the question bank.
KEYS: dict[str, str] = {
    "orlen": "Orlen Hill Observatory",
    "meskar": "Irrigation of the Meskar Delta",
    "castrelle": "Weavers Guild of Castrelle",
    "caldervane": "Caldervane Mountain Railway",
    "korvath": "Korvath School of Chess",
}


def paragraphs(title: str) -> list[str]:
    """Return the paragraphs of an article, each as one line of text."""
    blocks = ARTICLES[title].strip().split("\n\n")
    return [" ".join(line.strip() for line in block.strip().splitlines()) for block in blocks]
