/**
 * Passwords that guessing attacks try first: the most used ones of public breach lists, and words of this
 * product and its campus. Lower case; entries shorter than the minimum length are left out (that rule refuses
 * them already).
 */
const LIST = `
123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 password1 iloveyou
1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey 1qaz2wsx 123321
qwertyuiop superman asdfghjkl 666666 121212 starwars 112233 football baseball welcome 1234qwer trustno1
shadow master michael jennifer hunter ranger jordan harley buster soccer hockey killer george charlie
andrew michelle jessica pepper daniel access joshua maggie thomas robert matthew 7777777 freedom whatever
qazwsx ninja azerty loveme 123qwe 1q2w3e 1qazxsw2 passw0rd p@ssw0rd p@ssword password12 password123
password1234 admin123 admin1234 administrator root123 changeme secret secret123 default guest12345 login123
welcome1 welcome123 letmein1 letmein123 iloveyou1 iloveyou2 iloveu lovely loveyou babygirl princess1 angel
angel1 angels summer winter spring autumn august october november december january february hello hello123
hellokitty 11111111 88888888 99999999 55555 555555 999999 987654321 9876543210 123654 123789 147258
147258369 159753 159357 741852963 789456 789456123 456789 102030 101010 202020 112211 131313 232323 123abc
abc12345 abcd1234 a12345 a123456 aa123456 q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t zxcvbnm zxcvbn asdfgh asdf1234
qwer1234 qwert1234 qwertz mustang batman spiderman pokemon naruto chelsea arsenal liverpool barcelona
manchester realmadrid juventus ronaldo messi cristiano chicken cookie cheese banana orange purple yellow
silver golden diamond flower butterfly rainbow tigger snoopy ginger bailey sophie jasmine amanda ashley
nicole jessica1 samantha elizabeth victoria melissa tiffany hannah lauren alexander christopher nicholas
anthony william joseph richard patrick justin jackson taylor austin blessing favour favourite precious
godisgood godislove jesus jesus123 jesuschrist christ blessed blessing1 believe faith grace mercy heaven
trinity computer internet samsung iphone android google facebook instagram twitter youtube whatsapp nokia
lenovo dell123 laptop mobile phone123 money money123 cashmoney billion million success success1 winner
champion killer1 master1 master123 superman1 batman1 starwars1 football1 soccer1 baseball1 basketball
hockey1 tennis golfer player gamer gaming playstation xbox360 minecraft fortnite roblox freefire matrix
hacker anonymous zxcvbnm1 qwerty1 qwerty12 qwertyui asdfasdf asdasd asdasdasd qweqwe zxczxc abcabc aaaaaa
abcdef abcdefg abcdefgh 123abc123 iloveyou123 mylove myspace1 mypassword mypass yourpassword nopassword
password! passw0rd1 pass1234 pass123 passpass testtest test123 test1234 tester testing temp123 user123
username demo123 sample example 0000000 00000000 1111111 22222222 33333333 44444444 77777777 123123123
321321 1234554321 12344321 1357924680 0987654321 nigeria nigeria123 naija naija123 lagos123 abuja123 enugu
nsukka nsukka123 unn123 unnsukka lionking lions lion123 campus campus123 student student123 students school
school123 university college scholar lecturer okada shuttle driver driver123 rider rider123 campusgo
campusgo1 campusgo123 campusgodemo campusgo-demo
`;

/** The common-password blocklist, lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
